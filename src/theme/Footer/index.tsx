import {memo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import FooterLayout from '@theme/Footer/Layout';
import FooterLinks from '@theme/Footer/Links';
import FooterBrand from '@site/src/components/FooterBrand';
import FooterCopyright from '@site/src/components/FooterBrand/Copyright';

// Swizzled to add the product's own block (tagline, contacts, address, version) and a copyright
// line built from the site constants instead of a static HTML string in the config.
function Footer(): ReactNode {
  const {footer} = useThemeConfig();
  if (!footer) {
    return null;
  }
  return (
    <FooterLayout
      style={footer.style}
      links={
        <>
          <FooterBrand />
          {footer.links.length > 0 && <FooterLinks links={footer.links} />}
        </>
      }
      logo={null}
      copyright={<FooterCopyright />}
    />
  );
}

export default memo(Footer);
