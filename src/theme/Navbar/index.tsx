import type {ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof NavbarType>;

// The theme renders the navbar as a bare <nav>, so pages had no banner landmark (only the announcement
// bar claimed the role). The <header> is the site's banner; it sticks to the top instead of the <nav>
// (src/css/custom.css, .site-header), which keeps sliding away on scroll inside it.
export default function NavbarWrapper(props: Props): ReactNode {
  return (
    <header className="site-header">
      <Navbar {...props} />
    </header>
  );
}
