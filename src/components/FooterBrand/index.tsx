import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useSite} from '@site/src/hooks/useSite';
import styles from './styles.module.css';

/** The product's block at the top of the footer: name, tagline and how to reach the company. */
export default function FooterBrand(): ReactNode {
  const {site, links, version, releaseDate} = useSite();
  return (
    <section className={styles.brand} aria-labelledby="footer-brand-title">
      <div className={styles.identity}>
        <img src={useBaseUrl('/img/logo.svg')} alt="" width={40} height={40} className={styles.logo} />
        <div>
          <h2 id="footer-brand-title" className={styles.name}>
            {site.productName}
          </h2>
          <p className={styles.tagline}>
            <Translate id="custom.footer.tagline" description="The footer tagline">
              בודק את השכר ביסודיות, במהירות ובזול בעזרת מנוע בינה מלאכותית מתקדם.
            </Translate>
          </p>
        </div>
      </div>
      {/* An <address> holds no heading (HTML): the heading names the block, the address is the contacts. */}
      <div>
        <h2 className={styles.contactTitle}>
          <Translate id="custom.footer.contactTitle" description="Heading of the footer's contact details">
            יצירת קשר
          </Translate>
        </h2>
        <address className={styles.address}>
          <ul className={styles.contactList}>
            <li>
              <Translate id="custom.footer.email" description="Label before the contact e-mail">
                דואר אלקטרוני:
              </Translate>{' '}
              <a href={links.mailto}>
                <bdi dir="ltr">{site.supportEmail}</bdi>
              </a>
            </li>
            <li>
              <a href={links.whatsapp} target="_blank" rel="noopener noreferrer">
                <Translate id="custom.footer.whatsapp" description="The WhatsApp chat link in the footer">
                  שיחה ב-WhatsApp
                </Translate>
              </a>
            </li>
            <li>{site.address}</li>
            <li>
              <Translate
                id="custom.footer.version"
                description="The product version in the footer, with the day it came out (D.M.YYYY)"
                values={{version: <bdi dir="ltr">{version}</bdi>, date: <bdi dir="ltr">{releaseDate}</bdi>}}>
                {'גרסה {version}, מ-{date}'}
              </Translate>
            </li>
          </ul>
        </address>
      </div>
    </section>
  );
}
