import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import SearchForm from '@site/src/components/SearchForm';
import GuideParts from '@site/src/components/GuideParts';
import {useSite} from '@site/src/hooks/useSite';
import styles from './index.module.css';

type Audience = {who: string; what: string};

/** Who the product is for, as in the audience table of /intro. */
function useAudience(): Audience[] {
  return [
    {
      who: translate({id: 'custom.home.audience.payroll.who', message: 'חשבי שכר ומנהלי חשבונות'}),
      what: translate({id: 'custom.home.audience.payroll.what', message: 'בודקים תלושים לפני התשלום או אחריו.'}),
    },
    {
      who: translate({id: 'custom.home.audience.hr.who', message: 'אנשי משאבי אנוש'}),
      what: translate({
        id: 'custom.home.audience.hr.what',
        message: 'עוקבים אחרי שעות נוספות, חגים, חופשות והפרשות של כל העובדים.',
      }),
    },
    {
      who: translate({id: 'custom.home.audience.legal.who', message: 'עוזרים במשרדי עורכי דין'}),
      what: translate({id: 'custom.home.audience.legal.what', message: 'מכינים חישוב מסודר של הפרשי שכר לתביעה.'}),
    },
    {
      who: translate({id: 'custom.home.audience.workers.who', message: 'עובדים'}),
      what: translate({id: 'custom.home.audience.workers.what', message: 'בודקים את התלושים שלהם מול דוח הנוכחות.'}),
    },
  ];
}

export default function Home(): ReactNode {
  const {site, links} = useSite();
  const audience = useAudience();
  return (
    <Layout
      title={translate({id: 'custom.home.title', message: 'המדריך למשתמש'})}
      description={translate({
        id: 'custom.home.description',
        message: 'המדריך המלא לבדיקת שכר ושעות עבודה: העלאת דוחות ותלושים, בדיקת הסריקה, פרמטרים לחישוב וקריאת התוצאות.',
      })}>
      {/* Headings with an id take their text as a string: it names their anchor link ("קישור ישיר לכותרת …"). */}
      {/* The hero and its h1 are part of <main>, where the skip link lands; a <header> inside it is no second banner. */}
      <main>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              <Translate id="custom.home.heading" values={{product: site.productName}}>
                {'המדריך למשתמש של {product}'}
              </Translate>
            </Heading>
            <p className={styles.lead}>
              <Translate id="custom.home.lead">
                המערכת מחשבת מה היה צריך לשלם לכל עובד לפי החוק ולפי תנאי העסקה שהגדרתם בפרמטרים של החישוב, ומשווה לתלוש: מעלים דוחות נוכחות ותלושי שכר, מנוע הבינה המלאכותית קורא אותם, ומקבלים לכל
                עובד ולכל חודש מה שולם, מה היה צריך לשלם ומה הפער. התוצאות הן בדיקה ולא ייעוץ משפטי.
              </Translate>
            </p>
            <SearchForm className={styles.search} />
          </div>
        </header>
        <div className="container margin-vert--xl">
          <section aria-labelledby="home-audience" className={styles.audienceSection}>
            <Heading as="h2" id="home-audience">
              {translate({id: 'custom.home.audienceTitle', message: 'למי זה מיועד?'})}
            </Heading>
            <ul className={styles.audience}>
              {audience.map((item) => (
                <li key={item.who}>
                  <strong>{item.who}</strong> {item.what}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="home-parts">
            <Heading as="h2" id="home-parts">
              {translate({id: 'custom.home.partsTitle', message: 'חמישה שלבים, מדוח ועד תוצאה'})}
            </Heading>
            <GuideParts headingLevel="h3" />
          </section>
          <div className={styles.columns}>
            <section aria-labelledby="home-start">
              <Heading as="h2" id="home-start">
                {translate({id: 'custom.home.startTitle', message: 'מאיפה מתחילים?'})}
              </Heading>
              <p>
                <Translate id="custom.home.startText">חדשים במערכת? קראו את המבוא ואחריו את דף ההרשמה. כבר יש לכם חשבון? עברו ישר להעלאת הקבצים של החישוב הבא.</Translate>
              </p>
              <div className={styles.actions}>
                <Link className="button button--primary" to="/intro">
                  <Translate id="custom.home.startIntro">למבוא</Translate>
                </Link>
                <Link className="button button--secondary" to="/new-calculation/scan-excel">
                  <Translate id="custom.home.startUpload">להעלאת קבצים</Translate>
                </Link>
              </div>
            </section>
            <section aria-labelledby="home-help">
              <Heading as="h2" id="home-help">
                {translate({id: 'custom.home.helpTitle', message: 'צריכים עזרה?'})}
              </Heading>
              <p>
                <Translate
                  id="custom.home.helpText"
                  values={{
                    email: (
                      <a href={links.mailto}>
                        <bdi dir="ltr">{site.supportEmail}</bdi>
                      </a>
                    ),
                    whatsapp: (
                      <a href={links.whatsapp} target="_blank" rel="noopener noreferrer">
                        WhatsApp
                      </a>
                    ),
                  }}>
                  {'חפשו במדריך בכל דף (Ctrl+K או /), כתבו לנו ל-{email} או שלחו הודעה ב-{whatsapp}.'}
                </Translate>
              </p>
            </section>
          </div>
        </div>
      </main>
    </Layout>
  );
}
