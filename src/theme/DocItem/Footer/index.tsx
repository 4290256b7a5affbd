import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

/** The doc's footer (last update, edit link), then the question "האם הדף עזר לכם?", outside the Markdown. */
export default function DocItemFooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Footer {...props} />
      {/* Keyed by page: the next page asks again. */}
      <PageFeedback key={metadata.id} title={metadata.title} />
    </>
  );
}
