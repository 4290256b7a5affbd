import {useEffect, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {maxQueryLength} from '@site/src/search/config';
import {dialogFrame} from '../../lib/dialogMarkup';
import {dialogGlobal, dialogTemplateId, type DialogApi} from '../../lib/dialogScript';
import {SearchButton} from '../../client/SearchButton';
import {dialogWords} from '../../client/searchWords';
import '../../client/searchDialog.css';
import '../../client/layoutNotice.css';

/**
 * The offline build's search: the navbar's button and the dialog's frame, which the opening script shows at the tap
 * (../../lib/dialogScript.ts) and the dialog's code fills (../../client/searchDialog.ts). Once the page is hydrated, a
 * chosen result opens through the router, as a link of the page does.
 */
export default function SearchBar(): ReactNode {
  const history = useHistory();
  useEffect(() => {
    const api = (window as unknown as Record<string, DialogApi | undefined>)[dialogGlobal];
    if (api) api.navigate = (href) => history.push(href);
  }, [history]);
  const words = dialogWords();
  const searchPage = useBaseUrl('/search');
  const label = translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});
  return (
    <>
      <Head>
        <html data-search-mode="local" />
      </Head>
      <SearchButton label={label} />
      <template
        id={dialogTemplateId}
        data-loading={words.loading}
        data-failed={translate({
          id: 'custom.search.failed',
          message: 'לא הצלחנו לטעון את החיפוש. בדקו את החיבור ונסו שוב.',
          description: "Shown in the search's opening dialog when the search's code could not be fetched",
        })}
        data-retry={translate({id: 'custom.search.retry', message: 'ניסיון חוזר', description: "The opening dialog's button that tries loading the search again"})}
        dangerouslySetInnerHTML={{__html: dialogFrame(words, maxQueryLength)}}
      />
      {/* Without JavaScript the button does nothing, and the no-JavaScript style hides it (src/plugins/no-js-navigation):
          this link takes its place, to the /search page, which says what the reader can do instead. */}
      <noscript>
        <a className="navbar__link search-without-script" href={searchPage}>
          {label}
        </a>
      </noscript>
    </>
  );
}
