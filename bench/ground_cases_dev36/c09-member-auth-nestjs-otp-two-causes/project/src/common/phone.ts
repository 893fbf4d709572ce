/**
 * 手机号归一化：去掉空格、短横线和 +86 / 0086 前缀，只保留 11 位数字。
 * 不是合法的大陆手机号时抛错。
 */
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

export function normalizePhone(input: string): string {
  let s = input.replace(/[\s-]/g, '');
  if (s.startsWith('+86')) {
    s = s.slice(3);
  } else if (s.startsWith('0086')) {
    s = s.slice(4);
  }
  if (!MAINLAND_MOBILE.test(s)) {
    throw new Error(`invalid phone: ${input}`);
  }
  return s;
}

export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '***';
}

export function isSamePhone(a: string, b: string): boolean {
  try {
    return normalizePhone(a) === normalizePhone(b);
  } catch {
    return false;
  }
}
