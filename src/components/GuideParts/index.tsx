import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Part = {step: number; title: string; description: string; to: string};

function useParts(): Part[] {
  return [
    {
      step: 1,
      to: '/signup-login/signup-login-screen',
      title: translate({id: 'custom.parts.signup.title', message: 'הרשמה וכניסה'}),
      description: translate({
        id: 'custom.parts.signup.description',
        message: 'פתיחת חשבון, כניסה עם סיסמה, המסך הראשי וניהול המשתמשים והמנוי.',
      }),
    },
    {
      step: 2,
      to: '/new-calculation/scan-excel',
      title: translate({id: 'custom.parts.newCalculation.title', message: 'חישוב חדש'}),
      description: translate({
        id: 'custom.parts.newCalculation.description',
        message: 'העלאת דוחות נוכחות ותלושי שכר בקובצי Excel ו-PDF ושליחתם לבדיקה.',
      }),
    },
    {
      step: 3,
      to: '/scan-results/process-screen',
      title: translate({id: 'custom.parts.scanResults.title', message: 'תוצאות הסריקה'}),
      description: translate({
        id: 'custom.parts.scanResults.description',
        message: 'בדיקה ותיקון של מה שהמנוע קרא: שעות, רכיבי שכר, עובדים ועמודים.',
      }),
    },
    {
      step: 4,
      to: '/calculation-params/open-calculation-screen',
      title: translate({id: 'custom.parts.params.title', message: 'פרמטרים לחישוב'}),
      description: translate({
        id: 'custom.parts.params.description',
        message: 'מסגרת העבודה, חגים, הגדרות לכל חודש והפרשות סוציאליות.',
      }),
    },
    {
      step: 5,
      to: '/calculation-results/calc-one-month-hours',
      title: translate({id: 'custom.parts.results.title', message: 'תוצאות החישוב'}),
      description: translate({
        id: 'custom.parts.results.description',
        message: 'מה שולם, מה היה צריך לשלם והפער, לכל עובד ולכל חודש.',
      }),
    },
  ];
}

type Props = {headingLevel?: 'h2' | 'h3'};

/** One card per part of the guide, in the order of the work. */
export default function GuideParts({headingLevel: Title = 'h2'}: Props): ReactNode {
  return (
    <ol className={styles.grid}>
      {useParts().map((part) => (
        <li key={part.to} className={styles.card}>
          <span className={styles.step} aria-hidden="true">
            {part.step}
          </span>
          <Title className={styles.title}>
            <Link to={part.to} className={styles.link}>
              {part.title}
            </Link>
          </Title>
          <p className={styles.description}>{part.description}</p>
        </li>
      ))}
    </ol>
  );
}
