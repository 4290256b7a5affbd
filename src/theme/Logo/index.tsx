import type {ComponentProps, ReactNode} from 'react';
import Logo from '@theme-original/Logo';

/**
 * The docs sidebar repeats the navbar's logo link for the mouse (`tabIndex={-1}`) while the navbar slides away.
 * The keyboard and screen readers have the navbar's own, so that copy is hidden from assistive technology
 * too (src/theme/README.md): a link that no key reaches fails IBM Equal Access's widget_tabbable_exists.
 */
export default function LogoWrapper(props: ComponentProps<typeof Logo>): ReactNode {
  return <Logo {...(props.tabIndex === -1 ? {'aria-hidden': true} : {})} {...props} />;
}
