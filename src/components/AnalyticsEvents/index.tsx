import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {analyticsEvents, feedbackReasons, minDigitRun, searchSettleMs} from '@site/src/analytics/events';
import {maxQueryLength} from '@site/src/search/config';

type EventKey = keyof typeof analyticsEvents;

/** When each event is sent and what each of its parameters holds, with the limits the code applies. */
function descriptions(): Record<EventKey, {when: string; params: Record<string, string>}> {
  const searchTerm = translate(
    {
      id: 'custom.analyticsEvents.searchTerm',
      message: 'מילות החיפוש, עד {max} תווים, אחרי מחיקה של כל רצף של {digits} ספרות או יותר (כמו מספר תעודת זהות או מספר טלפון)',
    },
    {max: maxQueryLength, digits: minDigitRun},
  );
  return {
    pageFeedback: {
      when: translate({id: 'custom.analyticsEvents.feedback.when', message: 'כשעונים על השאלה "האם הדף עזר לכם?" בסוף דף במדריך'}),
      params: {
        page_path: translate({id: 'custom.analyticsEvents.feedback.page', message: 'הכתובת של הדף בתוך המדריך'}),
        answer: translate({id: 'custom.analyticsEvents.feedback.answer', message: 'התשובה: yes (כן) או no (לא)'}),
        reason: translate(
          {id: 'custom.analyticsEvents.feedback.reason', message: 'אחרי "לא": הסיבה שבחרתם, אחת מ-{reasons}'},
          {reasons: feedbackReasons.join(', ')},
        ),
      },
    },
    search: {
      when: translate(
        {id: 'custom.analyticsEvents.search.when', message: 'כשמפסיקים להקליד בחלון החיפוש למשך {seconds} שניות'},
        {seconds: searchSettleMs / 1000},
      ),
      params: {search_term: searchTerm},
    },
    searchNoResults: {
      when: translate({id: 'custom.analyticsEvents.noResults.when', message: 'כשחיפוש כזה לא מצא אף תוצאה'}),
      params: {search_term: searchTerm},
    },
  };
}

/**
 * The analytics events the guide sends besides page views, for the cookies and privacy pages:
 * built from src/analytics/events.ts, the list the senders use, so the pages say exactly what is
 * sent. In a page: `import AnalyticsEvents from '@site/src/components/AnalyticsEvents';` then
 * `<AnalyticsEvents />`.
 */
export default function AnalyticsEvents(): ReactNode {
  const described = descriptions();
  return (
    <table>
      <thead>
        <tr>
          <th>
            <Translate id="custom.analyticsEvents.name">אירוע</Translate>
          </th>
          <th>
            <Translate id="custom.analyticsEvents.when">מתי נשלח</Translate>
          </th>
          <th>
            <Translate id="custom.analyticsEvents.params">מה נשלח בו</Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(analyticsEvents) as EventKey[]).map((key) => (
          <tr key={key}>
            <td>
              <code>{analyticsEvents[key].name}</code>
            </td>
            <td>{described[key].when}</td>
            <td>
              <ul>
                {analyticsEvents[key].params.map((param) => (
                  <li key={param}>
                    <code>{param}</code>: {described[key].params[param]}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
