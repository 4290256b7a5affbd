import type {ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof SearchPageType>;

// The theme's page sets a title only: give it the description every other page has.
export default function SearchPageWrapper(props: Props): ReactNode {
  const description = translate({
    id: 'custom.searchPage.description',
    message: 'חיפוש בכל דפי המדריך למשתמש: הרשמה, חישוב חדש, פרמטרים, תוצאות הסריקה ותוצאות החישוב.',
    description: 'The meta description of the /search page',
  });
  return (
    <>
      <Head>
        <meta name="description" content={description} />
        <meta property="og:description" content={description} />
      </Head>
      <SearchPage {...props} />
    </>
  );
}
