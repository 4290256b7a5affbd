import type {ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';

type Choice = Props['value'];

/** The colours the device asks for, which the "system" choice shows. */
function deviceMode(): 'light' | 'dark' {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * The next choice in the cycle system → the device's opposite colours → the device's colours →
 * system. The theme's fixed order (system → light → dark) made the first click of a reader whose
 * device is light change nothing on screen (system and light look the same). From "system", the
 * first click now always changes the colours, and the three choices stay reachable.
 */
export function nextColorMode(value: Choice, device: 'light' | 'dark'): Choice {
  const opposite = device === 'dark' ? 'light' : 'dark';
  if (value === null) return opposite;
  return value === opposite ? device : null;
}

// Only the order of the cycle changes; the theme's button, icons and Hebrew labels stay.
export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const {value, onChange, respectPrefersColorScheme} = props;
  return <ColorModeToggle {...props} onChange={(themeNext: Choice) => onChange(respectPrefersColorScheme ? nextColorMode(value, deviceMode()) : themeNext)} />;
}
