// Full-width ASCII (U+FF01-U+FF5E) to half-width, and the ideographic space to a normal one.
// Chinese IMEs in full-width mode produce these for digits and Latin letters.
export function toHalfWidth(s: string): string {
  return s
    .replace(/[\uff01-\uff5e]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, " ");
}
