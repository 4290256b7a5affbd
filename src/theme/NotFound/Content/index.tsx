import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import SearchForm from '@site/src/components/SearchForm';
import GuideParts from '@site/src/components/GuideParts';

// Replaced so that a lost reader can search and gets links into the guide, not only an apology.
export default function NotFoundContent({className}: Props): ReactNode {
  // The docs plugin serves every path under "/": its 404 renders only this component, so the title is set here.
  const title = translate({id: 'theme.NotFound.title', message: 'הדף לא נמצא', description: 'The title of the 404 page'});
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title={title} />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            {title}
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              לא מצאנו את הדף שחיפשתם. ייתכן שהכתובת שגויה או שהדף הועבר.
            </Translate>
          </p>
          <p>
            <Translate id="custom.NotFound.searchHint" description="Invites the reader to search from the 404 page">
              נסו לחפש במדריך:
            </Translate>
          </p>
          <SearchForm className="margin-bottom--lg" />
          <Heading as="h2">
            <Translate id="custom.NotFound.partsTitle" description="Heading above the guide's parts on the 404 page">
              או התחילו מאחד מחלקי המדריך
            </Translate>
          </Heading>
          <GuideParts headingLevel="h3" />
          <p className="margin-top--lg">
            <Link to="/">
              <Translate id="custom.NotFound.home" description="Link from the 404 page to the home page">
                חזרה לדף הבית של המדריך
              </Translate>
            </Link>
          </p>
        </div>
      </div>
    </main>
  );
}
