import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useSite} from '@site/src/hooks/useSite';
import styles from './styles.module.css';

type Props = {
  /** Set by the navbar when the item is rendered inside the mobile menu. */
  mobile?: boolean;
  className?: string;
};

/** The product version (from package.json), linking to what is new in it. */
export default function VersionChipNavbarItem({mobile, className}: Props): ReactNode {
  const {version} = useSite();
  const label = translate(
    {
      id: 'custom.versionChip.ariaLabel',
      message: 'v{version}: מה חדש בגרסה',
      description: 'Accessible name of the version chip; it starts with the visible text (v and the version), WCAG 2.5.3',
    },
    {version},
  );
  const chip = (
    <Link to={`/release-notes/version ${version}`} className={clsx(styles.chip, mobile && styles.mobile, className)} aria-label={label} title={label}>
      {/* One text node: "v" and the version apart read as "v 1.2.0", not the name's start (IBM's label_name_visible). */}
      <bdi dir="ltr">{`v${version}`}</bdi>
    </Link>
  );
  return mobile ? <li className="menu__list-item">{chip}</li> : chip;
}
