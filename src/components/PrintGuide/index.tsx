import {createElement, type ComponentProps, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {MDXProvider} from '@mdx-js/react';
import Head from '@docusaurus/Head';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import MDXComponents from '@theme/MDXComponents';
import {useSite} from '@site/src/hooks/useSite';
import {outlineGroups, printedHref, printedId, sectionId, type PrintedDoc} from '@site/src/plugins/print-guide/lib/outline';
import styles from './styles.module.css';

type Props = {
  /** Each doc with its MDX module, in sidebar order (src/plugins/print-guide). */
  docs: {doc: PrintedDoc; content: {default: ComponentType}}[];
};

/** Every illustration is loaded with the page: a lazy one below the fold would print blank. */
function EagerImage(props: ComponentProps<'img'>): ReactNode {
  const Img = MDXComponents.img as ComponentType<ComponentProps<'img'>>;
  return <Img {...props} loading="eager" />;
}

const components: Record<string, unknown> = {...MDXComponents, img: EagerImage};

/** The elements of a doc's Markdown that carry an id or point to one (headings, links, footnotes). */
const withIds = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'li', 'section', 'sup', 'div', 'span', 'p', 'table', 'details'];
const idReferences = ['aria-describedby', 'aria-labelledby', 'aria-controls'] as const;

/**
 * A doc's components on /print: each id gets the doc's section as a prefix (the pages' headings
 * repeat from doc to doc: "ראו גם"), and a link to a doc of the guide, or to one of its headings,
 * points to that section here, so that the contents and the cross-references of a saved PDF stay
 * inside it.
 */
type Components = ComponentProps<typeof MDXProvider>['components'];

const docComponentsCache = new Map<string, Components>();

function docComponents(docId: string, outline: readonly PrintedDoc[]): Components {
  const cached = docComponentsCache.get(docId);
  if (cached) return cached;
  const own: Record<string, unknown> = {...components};
  for (const tag of withIds) {
    const Base = (components[tag] ?? tag) as ComponentType<Record<string, unknown>> | string;
    own[tag] = (props: Record<string, unknown>) => {
      const changed: Record<string, unknown> = {...props};
      if (typeof props.id === 'string') changed.id = printedId(docId, props.id);
      for (const name of idReferences) {
        const value = props[name];
        if (typeof value === 'string')
          changed[name] = value
            .split(/\s+/)
            .map((id) => printedId(docId, id))
            .join(' ');
      }
      if (tag === 'a' && typeof props.href === 'string') changed.href = printedHref(props.href, docId, outline);
      return createElement(Base, changed);
    };
  }
  docComponentsCache.set(docId, own as Components);
  return own as Components;
}

function Contents({outline}: {outline: PrintedDoc[]}): ReactNode {
  const item = (doc: PrintedDoc): ReactNode => (
    <li key={doc.id}>
      <a href={`#${sectionId(doc.id)}`}>{doc.title}</a>
    </li>
  );
  return (
    <nav className={styles.contents} aria-labelledby="print-contents">
      <h2 id="print-contents">
        <Translate id="custom.print.contents">תוכן העניינים</Translate>
      </h2>
      <ol>
        {outlineGroups(outline).map((group) =>
          group.category === null ? (
            group.items.map(item)
          ) : (
            <li key={group.category}>
              <span className={styles.category}>{group.category}</span>
              <ol>{group.items.map(item)}</ol>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** The whole guide on one page, for printing or saving as PDF. */
export default function PrintGuide({docs}: Props): ReactNode {
  const {site} = useSite();
  // The sections' ids are anchors too: the docs' cross-references point to them (docComponents).
  const brokenLinks = useBrokenLinks();
  for (const {doc} of docs) brokenLinks.collectAnchor(sectionId(doc.id));
  const title = translate({id: 'custom.print.title', message: 'המדריך כולו להדפסה'});
  return (
    <Layout
      title={title}
      description={translate({
        id: 'custom.print.description',
        message: 'כל דפי המדריך למשתמש בדף אחד, לפי הסדר של תפריט הצד ועם תוכן עניינים, להדפסה או לשמירה כקובץ PDF.',
      })}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className={clsx('container margin-vert--lg', styles.guide)}>
        <header className={styles.cover}>
          <h1>
            <Translate id="custom.print.heading" values={{product: site.productName}}>
              {'המדריך למשתמש של {product}'}
            </Translate>
          </h1>
          <p>
            <Translate id="custom.print.lead">כל דפי המדריך בדף אחד, לפי הסדר של תפריט הצד. כדי לשמור כקובץ PDF, בחרו בחלון ההדפסה ביעד &quot;שמירה כ-PDF&quot;.</Translate>
          </p>
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            <Translate id="custom.print.button">הדפסה או שמירה כ-PDF</Translate>
          </button>
        </header>
        <Contents outline={docs.map(({doc}) => doc)} />
        {docs.map(({doc, content: {default: Content}}) => {
          const id = sectionId(doc.id);
          const outline = docs.map((entry) => entry.doc);
          return (
            <article key={doc.id} id={id} className={styles.doc} aria-labelledby={`${id}-title`}>
              <h1 id={`${id}-title`}>{doc.title}</h1>
              <div className="markdown">
                <MDXProvider components={docComponents(doc.id, outline)}>
                  <Content />
                </MDXProvider>
              </div>
            </article>
          );
        })}
      </main>
    </Layout>
  );
}
