import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';

/**
 * (CUSTOM) What a reader without JavaScript can do instead of the search, which needs it: the guide's
 * contents (its first page, with the sidebar that lists every page) and the whole guide on one page,
 * where the browser's own find searches it. In a <noscript>: with JavaScript, nothing of it shows.
 * The navbar's search link and the home page's form bring that reader here.
 */
export default function WithoutScriptNotice(): ReactNode {
  const contents = useBaseUrl('/intro');
  const onePage = useBaseUrl('/print');
  return (
    <noscript>
      <div className="alert alert--warning margin-bottom--md">
        <p>
          {translate({
            id: 'custom.searchPage.withoutScript',
            message: 'החיפוש במדריך פועל רק כש-JavaScript מופעל בדפדפן. בלעדיו אפשר למצוא את התשובה כך:',
            description: 'On /search, shown only when JavaScript is off: the search needs it; the list of what to do instead follows',
          })}
        </p>
        <ul className="margin-bottom--none">
          <li>
            <Translate
              id="custom.searchPage.withoutScript.contents"
              description="On /search without JavaScript: the link to the guide's first page, whose sidebar lists every page ({contents} is the link)"
              values={{
                contents: (
                  <a href={contents}>
                    {translate({id: 'custom.searchPage.withoutScript.contentsLink', message: 'תוכן המדריך', description: "On /search without JavaScript: the link to the guide's contents"})}
                  </a>
                ),
              }}>
              {'{contents}: כל דפי המדריך לפי נושאים, ברשימת הדפים.'}
            </Translate>
          </li>
          <li>
            <Translate
              id="custom.searchPage.withoutScript.onePage"
              description="On /search without JavaScript: the link to the whole guide on one page, and how to search it with the browser's find ({onePage} is the link)"
              values={{
                onePage: (
                  <a href={onePage}>
                    {translate({
                      id: 'custom.searchPage.withoutScript.onePageLink',
                      message: 'המדריך כולו בדף אחד',
                      description: 'On /search without JavaScript: the link to the whole guide on one page (/print)',
                    })}
                  </a>
                ),
              }}>
              {'{onePage}: אפשר לחפש בו בחיפוש של הדפדפן (Ctrl+F, או "חיפוש בדף" בטלפון).'}
            </Translate>
          </li>
        </ul>
      </div>
    </noscript>
  );
}
