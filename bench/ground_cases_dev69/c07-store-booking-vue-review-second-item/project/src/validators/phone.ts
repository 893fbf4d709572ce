/** Phone rules for the booking form: mainland and Japanese mobiles. */

const CN_MOBILE = /^1[3-9]\d{9}$/;
const JP_MOBILE = /^\+810?[789]0\d{8}$|^0[789]0\d{8}$/;

export function normalizePhone(raw: string): string {
  const compact = raw.replace(/[\s-]/g, "");
  if (compact.startsWith("+81") || /^0[789]0/.test(compact)) {
    return compact; // keep Japanese numbers as typed (minus spaces/dashes)
  }
  return compact.replace(/^\+?86/, "");
}

export function isValidPhone(raw: string): boolean {
  const p = normalizePhone(raw);
  return CN_MOBILE.test(p) || JP_MOBILE.test(p);
}

export function maskPhone(raw: string): string {
  const p = normalizePhone(raw);
  return p.length === 11 ? `${p.slice(0, 3)}****${p.slice(7)}` : p;
}
