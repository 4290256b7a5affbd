import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import VersionChipNavbarItem from '@site/src/components/VersionChipNavbarItem';

// Registers our navbar item types next to the theme's own.
export default {
  ...ComponentTypes,
  'custom-versionChip': VersionChipNavbarItem,
};
