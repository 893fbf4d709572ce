/**
 * Input normalisation shared by the checkout forms.
 */

const FULL_WIDTH_OFFSET = 0xfee0;

/** Full-width ASCII (！ to ～) to half-width; ideographic space to a normal space. */
export function toHalfWidth(input: string): string {
  let out = "";
  for (const ch of input) {
    const code = ch.charCodeAt(0);
    if (code >= 0xff01 && code <= 0xff5e) {
      out += String.fromCharCode(code - FULL_WIDTH_OFFSET);
    } else if (code === 0x3000) {
      out += " ";
    } else {
      out += ch;
    }
  }
  return out;
}

export function collapseSpaces(input: string): string {
  return input.replace(/\s+/g, " ").trim();
}

export function digitsOnly(input: string): string {
  return input.replace(/\D/g, "");
}
