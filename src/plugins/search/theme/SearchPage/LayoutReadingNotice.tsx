import type {ReactNode} from 'react';
import {layoutNoticeMessages} from '../../client/layoutNotice';
import {layoutNotice} from '../../lib/layoutNotice';
import styles from './styles.module.css';

/**
 * (CUSTOM) Which reading the /search page searched, when the query was typed on the other keyboard
 * layout (`pbxhv` searched as פנסיה). A polite status that is always there, so that a screen reader
 * hears the sentence when it appears.
 */
export default function LayoutReadingNotice({reading}: {reading: string | null | undefined}): ReactNode {
  const text = layoutNotice(reading, layoutNoticeMessages());
  return (
    <p role="status" className={text ? styles.layoutReadingNotice : styles.layoutReadingNoticeEmpty}>
      {text}
    </p>
  );
}
