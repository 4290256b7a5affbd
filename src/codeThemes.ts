import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code-block colours that pass WCAG AA contrast (4.5:1) on the block's background and on a
 * highlighted line. The theme's default (Palenight) and GitHub's palette draw comments and several
 * token kinds at 2–4:1.
 */

/** A theme with some colours replaced and no faded tokens (namespaces were drawn at 70% opacity). */
function recoloured(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    plain: theme.plain,
    styles: theme.styles
      .filter(({types}) => !types.includes('namespace'))
      .map(({style, ...rule}) => ({
        ...rule,
        style: style.color ? {...style, color: replacements[style.color] ?? style.color} : style,
      })),
  };
}

/** GitHub's palette with each faint colour darkened, keeping its hue. */
export const lightCodeTheme: PrismTheme = recoloured(themes.github, {
  '#999988': '#65655a',
  '#e3116c': '#c30f5d',
  '#36acaa': '#236e6d',
  '#00a4db': '#006c91',
  '#d73a49': '#b7313e',
});

/** Oceanic Next's colours pass as they are. */
export const darkCodeTheme: PrismTheme = recoloured(themes.oceanicNext, {});
