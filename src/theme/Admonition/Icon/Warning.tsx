import type {ComponentProps, ReactNode} from 'react';
import Icon from '@theme-original/Admonition/Icon/Warning';

/** The admonition's icon is decoration beside its title: hidden from assistive technology (src/theme/README.md). */
export default function AdmonitionIconWarning(props: ComponentProps<typeof Icon>): ReactNode {
  return <Icon aria-hidden="true" focusable="false" {...props} />;
}
