import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import VersionChipNavbarItem from '@site/src/components/VersionChipNavbarItem';
import GuideNavbarItem from '@site/src/components/GuideNavbarItem';

// Registers our navbar item types next to the theme's own.
export default {
  ...ComponentTypes,
  'custom-versionChip': VersionChipNavbarItem,
  'custom-guide': GuideNavbarItem,
};
