/**
 * Product actions linked where they are used (writing/glossary.ts, `productActions`): a page other
 * than an action's home that names it in bold (**החלפה**) either makes that name the link to the
 * section that explains it, or links to the home page on the same line. A reader who meets
 * "החלפה" mid-task reaches what it deletes in one tap.
 */
import path from 'node:path';
import type {ProductAction} from '../../writing/glossary';
import type {Problem} from './content';
import {codeFreeBody, escapeRegExp, withoutComments} from './markdown';

/** The link a page at `docPath` writes to the action's section. */
export function actionLink(action: ProductAction, docPath: string): string {
  const target = path.posix.relative(path.posix.dirname(docPath), action.page);
  return `[**${action.name}**](${target.startsWith('.') ? target : `./${target}`}#${action.anchor})`;
}

/** One problem per line and action named in bold, unlinked, on a line with no link to its home page. */
export function productActionProblems(source: string, docPath: string, actions: readonly ProductAction[]): Problem[] {
  const lines = withoutComments(codeFreeBody(source)).split('\n');
  return actions.flatMap((action) => {
    if (docPath === action.page) return [];
    const bold = new RegExp(`(?<!\\[)\\*\\*${escapeRegExp(action.name)}\\*\\*`);
    const homeLink = new RegExp(`\\]\\(<?[^)\\s]*${escapeRegExp(path.posix.basename(action.page))}[#>)]`);
    return lines.flatMap((line, i): Problem[] =>
      !/^\s*#/.test(line) && bold.test(line) && !homeLink.test(line)
        ? [
            {
              line: i + 1,
              message:
                `"${action.name}" היא פעולה במוצר שמוסברת בעמוד אחד: כתבו אותה כקישור, ${actionLink(action, docPath)},` +
                ' כדי שהקורא יגיע בלחיצה אחת למה שהיא עושה ולמה שהיא מוחקת (writing/glossary.ts, productActions)',
            },
          ]
        : [],
    );
  });
}
