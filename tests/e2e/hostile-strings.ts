/**
 * Strings a reader, a crafted link or a broken client may put where the site reads text: the
 * search query, the URL hash, the path, the search box. Each one that could run code calls
 * alert(), so a dialog proves it ran.
 */
export type HostileString = {name: string; value: string};

export const hostileStrings: readonly HostileString[] = [
  {name: 'an image with an error handler', value: '<img src=x onerror=alert(1)>'},
  {name: 'a quote, then a script element', value: '"><script>alert(1)</script>'},
  {name: 'the end of a script element, then another', value: "'</script><script>alert(1)</script>"},
  {name: 'an SVG with an onload handler', value: '<svg/onload=alert(1)>'},
  {name: 'a javascript: URL', value: 'javascript:alert(1)'},
  {name: 'a javascript: URL, mixed case with a tab', value: 'JaVa\tScRiPt:alert(1)'},
  {name: 'a data: URL holding a page', value: 'data:text/html,<script>alert(1)</script>'},
  {name: 'template and prototype syntax', value: '{{constructor.constructor("alert(1)")()}} ${alert(1)} __proto__'},
  {name: 'regular-expression metacharacters', value: '.*+?^${}()|[]\\ (a+)+$'},
  {name: 'the right-to-left override', value: '\u202Eexe.txt \u202Eשכר'},
  {name: 'the left-to-right override inside Hebrew', value: 'שכר \u202Dabc\u202C חודשי'},
  {name: 'zero-width characters', value: 'ש\u200Bע\u200Cו\u200Dת\uFEFF נוספות'},
  {name: 'a 10,000-character word', value: 'ab'.repeat(5_000)},
  {name: 'a lone high surrogate', value: 'שכר\uD800חודשי'},
  {name: 'a lone low surrogate', value: '\uDC00'},
  {name: 'a surrogate pair reversed', value: '\uDE00\uD83D'},
  {name: 'emoji, joined and flags', value: '👨‍👩‍👧‍👦 🇮🇱 💸🧾'},
  {name: 'Hebrew with niqqud and cantillation', value: 'שָׂכָר מִינִימוּם בְּרֵאשִׁ֖ית'},
  {name: 'control characters', value: 'a\u0000b\u0007c\u001B[31md\u007F'},
  {name: 'a percent sign and an encoded-looking sequence', value: '100% %E0%A4%A %zz'},
];

/**
 * A string as one URL component. Lone surrogates have no UTF-8 form; they are sent as the bytes
 * a careless encoder would produce (e.g. %ED%A0%80), which are not valid UTF-8 either, as a
 * hand-made or corrupted link would carry them.
 */
export function urlComponent(value: string): string {
  let encoded = '';
  for (const character of value) {
    const code = character.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}
