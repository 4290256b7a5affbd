import type {ComponentProps, ReactNode} from 'react';
import Icon from '@theme-original/Icon/Home';

/** The icon is decoration inside a named link or button: hidden from assistive technology (src/theme/README.md). */
export default function IconHome(props: ComponentProps<typeof Icon>): ReactNode {
  return <Icon aria-hidden="true" focusable="false" {...props} />;
}
