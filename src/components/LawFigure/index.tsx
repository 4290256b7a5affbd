import type {ReactNode} from 'react';
import {lawFigureText, type FigureField, type FigureKind} from '@site/src/data/lawFigures';

type Props = {
  /** Which figure (src/data/lawFigures.ts). */
  kind: FigureKind;
  /** The amount with ₪ (default), the number alone, the dates it is in force, or its source. */
  show?: FigureField;
  /** D.M.YYYY: the figure in force on that day; without it, the latest. */
  at?: string;
};

/**
 * A dated legal figure in a Markdown page, e.g. `<LawFigure kind="minimumWageMonthly" at="1.11.2025" />`
 * → 6,247.67 ₪. Plain text, so that the search records of the build and of the dev server
 * (src/plugins/search-records/lib/markdownPages.ts) read the same words.
 */
export default function LawFigure({kind, show = 'value', at}: Props): ReactNode {
  return lawFigureText(kind, show, at);
}
