import type {Plugin} from '@docusaurus/types';
import {shiftDesktopBreakpoint} from './lib/mediaQuery';

/**
 * Makes 996 px the first desktop width in every stylesheet (Infima, the theme, ours). The same
 * threshold in JavaScript (useWindowSize) is patched in patches/@docusaurus+theme-common*.patch.
 */
export default function desktopBreakpointPlugin(): Plugin {
  return {
    name: 'desktop-breakpoint',
    configurePostCss(options) {
      options.plugins.push({
        postcssPlugin: 'desktop-breakpoint',
        AtRule: {
          media: (rule: {params: string}) => {
            rule.params = shiftDesktopBreakpoint(rule.params);
          },
        },
      });
      return options;
    },
  };
}
