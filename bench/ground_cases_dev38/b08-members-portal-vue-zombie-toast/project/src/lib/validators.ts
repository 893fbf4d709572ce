const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

// 固定電話・携帯（ハイフンあり）
const PHONE = /^0\d{1,4}-\d{1,4}-\d{4}$/;
// ハイフンなし（10〜11桁）
const PHONE_DIGITS = /^0\d{9,10}$/;

export function isPhone(value: string): boolean {
  return PHONE.test(value) || PHONE_DIGITS.test(value);
}

export function isPostalCode(value: string): boolean {
  return /^\d{3}-?\d{4}$/.test(value);
}
