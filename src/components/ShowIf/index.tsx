import type {ReactNode} from 'react';
import {useSite} from '@site/src/hooks/useSite';
import {siteConditionHolds, type SiteCondition} from '@site/src/site';

type Props = {
  /** When the passage shows: `algolia`, `local-search`, `analytics`… (siteConditions in src/site.ts). */
  condition: SiteCondition;
  children: ReactNode;
};

/**
 * A passage of a Markdown page that holds only for some configurations, e.g. what search sends to
 * Algolia, shown only in a build that uses Algolia:
 *
 *     <ShowIf condition="algolia">
 *
 *     Markdown text…
 *
 *     </ShowIf>
 *
 * The opening and closing tags stand on lines of their own (the dev search index reads them so),
 * and a passage holds no heading: the table of contents lists headings whatever the configuration.
 */
export default function ShowIf({condition, children}: Props): ReactNode {
  const {site, services, version} = useSite();
  return siteConditionHolds(condition, {...site, ...services, version}) ? children : null;
}
