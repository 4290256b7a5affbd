import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';

/** D.M.YYYY in UTC, the way the guide writes dates (the build and the browser agree on it). */
function dayMonthYear(timestamp: number): string {
  const date = new Date(timestamp);
  return `${date.getUTCDate()}.${date.getUTCMonth() + 1}.${date.getUTCFullYear()}`;
}

// Replaces the theme's line, which formats the date with Intl.DateTimeFormat: building a Hebrew
// date format loads the browser's locale data, the slowest step of every doc page's hydration,
// for a date the guide writes as D.M.YYYY everywhere else. Same messages, same markup.
export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? (
            <Translate
              id="theme.lastUpdated.atDate"
              description="The words used to describe on which date a page has been last updated"
              values={{
                date: (
                  <b>
                    <time dateTime={new Date(lastUpdatedAt).toISOString()}>{dayMonthYear(lastUpdatedAt)}</time>
                  </b>
                ),
              }}>
              {' on {date}'}
            </Translate>
          ) : (
            ''
          ),
          byUser: lastUpdatedBy ? (
            <Translate id="theme.lastUpdated.byUser" description="The words used to describe by who the page has been last updated" values={{user: <b>{lastUpdatedBy}</b>}}>
              {' by {user}'}
            </Translate>
          ) : (
            ''
          ),
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
