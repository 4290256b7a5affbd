import {useCallback, type ReactNode} from 'react';
import type {LiteClient} from 'algoliasearch/lite';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSite} from '@site/src/hooks/useSite';
import {useTransformSearchClient, type SearchSettings} from '@site/src/search/useSearchClient';
import {withSearchEvents} from '@site/src/analytics/searchClient';

type Props = WrapperProps<typeof SearchBarType>;

/** Snippet length in words (SPEC §9): 10, or 5 on screens up to 768 px wide. DocSearch 4 uses 15. */
function snippetWords(): number {
  return typeof window !== 'undefined' && window.matchMedia('(max-width: 768px)').matches ? 5 : 10;
}

// Gives the DocSearch modal the guide's search client (offline by default), connects early only
// to the host the search really uses, sends "Let us know." on the no-results screen to
// support, with the query filled in, and reports settled queries to analytics when it is on.
export default function SearchBarWrapper(props: Props): ReactNode {
  const {mode, host} = useDocusaurusContext().siteConfig.customFields!.search as SearchSettings;
  const guideClient = useTransformSearchClient();
  // What readers search for, once their typing settles (src/analytics/searchEvents.ts, loaded
  // when the modal opens).
  const transformSearchClient = useCallback(
    (client: LiteClient) => withSearchEvents(guideClient ? guideClient(client) : client, import('@site/src/analytics/searchEvents')),
    [guideClient],
  );
  const {links} = useSite();
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => {
      const subject = translate(
        {id: 'custom.search.missingResultsSubject', message: 'חיפוש ללא תוצאות: {query}', description: 'E-mail subject when a reader reports a search without results'},
        {query},
      );
      return `${links.mailto}?subject=${encodeURIComponent(subject)}`;
    },
    [links.mailto],
  );
  return (
    <>
      <Head>
        <html data-search-mode={mode} />
        {host && <link rel="preconnect" href={host} crossOrigin="anonymous" />}
      </Head>
      <SearchBar
        {...props}
        searchParameters={{
          attributesToSnippet: [
            ...['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((level) => `hierarchy.${level}:${snippetWords()}`),
            `content:${snippetWords()}`,
          ],
        }}
        transformSearchClient={transformSearchClient}
        // Algolia's hosts are warmed up only when the search goes there.
        preconnect={mode === 'algolia' && !host}
        getMissingResultsUrl={getMissingResultsUrl}
      />
    </>
  );
}
