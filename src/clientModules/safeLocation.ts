/**
 * A crafted link whose path has broken percent-encoding (`%ED%A0%80`, an encoded lone surrogate,
 * or a `%` without two hex digits) makes the router's `decodeURI` throw before React renders, and
 * the reader is left with a page that never hydrates. Before the router reads the address, this
 * module escapes the `%` of each byte that cannot be decoded, so the path decodes to the text that
 * was typed and the reader gets the Hebrew 404 page like any other unknown path.
 */

/** UTF-8 sequence length announced by a lead byte; 0 when the byte cannot start a character. */
function sequenceLength(byte: number): number {
  if (byte < 0x80) return 1;
  if (byte >= 0xc2 && byte <= 0xdf) return 2;
  if (byte >= 0xe0 && byte <= 0xef) return 3;
  if (byte >= 0xf0 && byte <= 0xf4) return 4;
  return 0;
}

/** The path with every undecodable percent-encoded byte, and every stray `%`, escaped as `%25`. */
export function repairPercentEncoding(path: string): string {
  const bare = path.replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
  return bare.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    const bytes = run.slice(1).split('%');
    let repaired = '';
    for (let i = 0; i < bytes.length;) {
      const length = sequenceLength(parseInt(bytes[i]!, 16));
      const sequence = bytes
        .slice(i, i + length)
        .map((byte) => `%${byte}`)
        .join('');
      if (length > 0 && i + length <= bytes.length && decodes(sequence)) {
        repaired += sequence;
        i += length;
      } else {
        repaired += `%25${bytes[i]}`;
        i += 1;
      }
    }
    return repaired;
  });
}

function decodes(encoded: string): boolean {
  try {
    decodeURIComponent(encoded);
    return true;
  } catch {
    return false;
  }
}

if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  const repaired = repairPercentEncoding(pathname);
  if (repaired !== pathname) {
    window.history.replaceState(window.history.state, '', repaired + search + hash);
  }
}
