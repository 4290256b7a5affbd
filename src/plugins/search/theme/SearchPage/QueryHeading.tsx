import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import {headingScript} from '../../lib/headingScript';
import {getSearchPageTitle} from './pageTexts';

const queryPlaceholder = '{query}';

/**
 * The page's heading, and right after it the inline script that names ?q= in it as the HTML is
 * parsed (../../lib/headingScript.ts): React hydrates the text the script wrote, then renders the
 * same. Its hash is in the page's Content-Security-Policy like every inline script's.
 */
export default function QueryHeading({title}: {title: string}): ReactNode {
  return (
    <>
      <Heading as="h1" suppressHydrationWarning>
        {title}
      </Heading>
      <script dangerouslySetInnerHTML={{__html: headingScript(getSearchPageTitle(queryPlaceholder), queryPlaceholder)}} />
    </>
  );
}
