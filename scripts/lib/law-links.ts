/**
 * The laws' links (writing/TEMPLATE.md, "נתונים משפטיים"): a page that names a law, an extension
 * order or the ruling of src/data/lawTexts.ts links to its official text at least once, as
 * `[שם החוק](law:<kind>)`, so that the address is the one of the table; a `law:` link names a text of
 * that table; and no page writes by hand an address the table holds (it would not follow a change).
 */
import {LAW_LINK_SCHEME, lawTexts, type LawText} from '../../src/data/lawTexts';
import type {Problem} from './content';
import {codeFreeBody, escapeRegExp, lineAt, prose, withoutComments} from './markdown';

/** The `law:` targets of the links of a page's Markdown (outside code and comments), with their lines. */
function lawLinkTargets(markdown: string): {target: string; line: number}[] {
  return [...markdown.matchAll(/\]\(\s*(law:[^)\s]*)\s*\)/g)].map((match) => ({target: match[1]!, line: lineAt(markdown, match.index)}));
}

/** The Markdown's text with the text of every link and image `[…](…)` blanked, line breaks kept. */
function withoutLinkTexts(text: string, markdown: string): string {
  const chars = text.split('');
  for (const match of markdown.matchAll(/!?\[[^\]\n]*\]\([^)\n]*\)/g)) {
    for (let i = match.index; i < match.index + match[0].length; i += 1) chars[i] = ' ';
  }
  return chars.join('');
}

export function lawLinkProblems(source: string, texts: Readonly<Record<string, LawText>> = lawTexts): Problem[] {
  const markdown = withoutComments(codeFreeBody(source));
  // A name that is the text of a link to a page of the guide is linked already: to the section that
  // explains the rule, which links to the official text (as an image's alt text is no citation).
  const readable = withoutLinkTexts(prose(source), markdown);
  const targets = lawLinkTargets(markdown);
  const linked = new Set(targets.map(({target}) => target.slice(LAW_LINK_SCHEME.length)));
  const unknown = targets
    .filter(({target}) => !Object.hasOwn(texts, target.slice(LAW_LINK_SCHEME.length)))
    .map(({target, line}): Problem => ({
      line,
      message: `הקישור ${target} לא מוביל לשום חוק: הטבלה של החוקים, src/data/lawTexts.ts, מכירה את ${Object.keys(texts)
        .map((kind) => `${LAW_LINK_SCHEME}${kind}`)
        .join(', ')}`,
    }));
  const unlinked = Object.entries(texts).flatMap(([kind, text]): Problem[] => {
    if (linked.has(kind)) return [];
    const first = text.mentions
      .map((mention) => readable.indexOf(mention))
      .filter((at) => at !== -1)
      .sort((a, b) => a - b)[0];
    return first === undefined
      ? []
      : [
          {
            line: lineAt(readable, first),
            message:
              `העמוד מזכיר את ${text.name} בלי קישור לנוסח הרשמי שלו: כתבו את השם, בפעם הראשונה שהוא מופיע (או בסעיף שמסביר אותו), כקישור` +
              ` [${text.mentions[0]}](${LAW_LINK_SCHEME}${kind}). הכתובת עצמה כתובה פעם אחת, ב-src/data/lawTexts.ts`,
          },
        ];
  });
  const handWritten = Object.entries(texts).flatMap(([kind, text]) =>
    [...markdown.matchAll(new RegExp(`\\]\\(\\s*${escapeRegExp(text.url)}\\s*\\)`, 'g'))].map((match): Problem => ({
      line: lineAt(markdown, match.index),
      message: `הכתובת של ${text.name} כתובה ביד: כתבו ${LAW_LINK_SCHEME}${kind} במקומה, כדי ששינוי של הכתובת ב-src/data/lawTexts.ts יגיע לכל העמודים`,
    })),
  );
  return [...unknown, ...unlinked, ...handWritten].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
