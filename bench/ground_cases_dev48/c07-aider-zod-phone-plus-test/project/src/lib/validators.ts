/** Shared field rules for the signup and profile forms. */

export const PASSWORD_MIN = 8;
export const USERNAME_RE = /^[a-z0-9_]{3,20}$/;

export function isStrongPassword(pw: string): boolean {
  return pw.length >= PASSWORD_MIN && /[A-Za-z]/.test(pw) && /\d/.test(pw);
}

export function passwordScore(pw: string): 0 | 1 | 2 | 3 {
  let score = 0;
  if (pw.length >= 10) score++;
  if (/[A-Z]/.test(pw) && /[a-z]/.test(pw)) score++;
  if (/[^A-Za-z0-9]/.test(pw)) score++;
  return score as 0 | 1 | 2 | 3;
}

/**
 * Keep digits and a leading "+", drop spaces, dashes and brackets:
 * "+86 138-1234-5678" -> "+8613812345678", "(010) 6552 1234" -> "01065521234".
 */
export function normalizePhone(raw: string): string {
  return raw.replace(/\D/g, '');
}

export function isValidUsername(name: string): boolean {
  return USERNAME_RE.test(name);
}

export function maskEmail(email: string): string {
  const [user, domain] = email.split('@');
  if (!domain) return email;
  return `${user.slice(0, 2)}***@${domain}`;
}
