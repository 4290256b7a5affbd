/** The self-hosted @font-face rules of a stylesheet, read the way a browser picks a face. */

export type FontFace = {
  /** The URL the stylesheet requests, as written (/fonts/heebo-hebrew.woff2). */
  url: string;
  unicodeRange: string;
};

/** The @font-face rules whose src is a root-relative URL (the self-hosted ones). */
export function fontFaces(css: string): FontFace[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, body]) => {
    const url = /src:[^;]*?url\(\s*['"]?(\/[^'")\s]+)['"]?\s*\)/.exec(body!)?.[1];
    const unicodeRange = /unicode-range:\s*([^;]+);/.exec(body!)?.[1];
    return url && unicodeRange ? [{url, unicodeRange: unicodeRange.replace(/\s+/g, ' ').trim()}] : [];
  });
}

/** Whether a code point falls inside a CSS unicode-range ("U+0590-05FF, U+20AA, U+4??"). */
export function parseUnicodeRange(unicodeRange: string): (codePoint: number) => boolean {
  const spans = unicodeRange.split(',').map((part) => {
    const token = part.trim().replace(/^U\+/i, '');
    if (token.includes('?')) return [parseInt(token.replace(/\?/g, '0'), 16), parseInt(token.replace(/\?/g, 'F'), 16)] as const;
    const [from, to = from] = token.split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)] as const;
  });
  if (spans.some(([from, to]) => Number.isNaN(from) || Number.isNaN(to))) throw new Error(`Bad unicode-range: ${unicodeRange}`);
  return (codePoint) => spans.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** The faces a browser downloads to draw `text`: those whose unicode-range holds one of its characters. */
export function facesFor(faces: readonly FontFace[], text: string): FontFace[] {
  return faces.filter((face) => {
    const inRange = parseUnicodeRange(face.unicodeRange);
    return [...text].some((char) => inRange(char.codePointAt(0)!));
  });
}
