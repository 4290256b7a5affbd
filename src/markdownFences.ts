/**
 * Fenced code blocks in Markdown, found the one way the search records (the dev path's MDX
 * expansion) and the writers' checks (scripts/lib/markdown.ts) both use, as CommonMark reads them:
 * a fence opens with three or more backticks or tildes (after indentation or blockquote markers),
 * and closes with the same character, at least as many, and nothing else on the line. A backtick
 * fence's info string has no backtick (```a``` on one line is inline code, not a fence). A fence
 * left open runs to the end of the file.
 */

const openingFence = /^[\s>]*(`{3,}|~{3,})(.*)$/;
const closingFence = /^[\s>]*(`{3,}|~{3,})\s*$/;

/** Indexes of the lines inside fenced code blocks, fences included, from line `from` on. */
export function fencedCodeLines(lines: readonly string[], from = 0): Set<number> {
  const inside = new Set<number>();
  let fence: {char: string; length: number} | undefined;
  for (let i = from; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (fence) {
      inside.add(i);
      const closing = closingFence.exec(line)?.[1];
      if (closing && closing[0] === fence.char && closing.length >= fence.length) fence = undefined;
      continue;
    }
    const [, marker, info] = openingFence.exec(line) ?? [];
    if (marker && !(marker[0] === '`' && info!.includes('`'))) {
      inside.add(i);
      fence = {char: marker[0]!, length: marker.length};
    }
  }
  return inside;
}
