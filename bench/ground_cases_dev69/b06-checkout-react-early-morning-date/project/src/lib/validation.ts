import { addDays, formatYmd, toMd } from "./date";

export const LEAD_DAYS = 2;
export const RANGE_DAYS = 14;

export type CheckoutInput = {
  name: string;
  kana: string;
  zip: string;
  address: string;
  phone: string;
  deliveryDate: string; // "" = 指定なし
};

export type CheckoutErrors = Partial<Record<keyof CheckoutInput, string>>;

const ZIP = /^\d{3}-?\d{4}$/;
const KANA = /^[ァ-ヶー　 ]+$/;
const PHONE = /^0(?:[789]0-?\d{4}-?\d{4}|[1-9]\d{0,3}-?\d{1,4}-?\d{4})$/;

export function validateDeliveryDate(value: string, now = new Date()): string | null {
  if (!value) return null;
  const min = formatYmd(addDays(now, LEAD_DAYS));
  const max = formatYmd(addDays(now, RANGE_DAYS));
  if (value < min) return `配送希望日は${toMd(min)}以降を選択してください`;
  if (value > max) return `配送希望日は${toMd(max)}までの日付を選択してください`;
  return null;
}

export function validatePhone(value: string): string | null {
  if (!PHONE.test(value)) return "電話番号の形式が正しくありません";
  return null;
}

export function validateCheckout(input: CheckoutInput, now = new Date()): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!input.name.trim()) errors.name = "お名前を入力してください";
  if (!KANA.test(input.kana)) errors.kana = "フリガナは全角カタカナで入力してください";
  if (!ZIP.test(input.zip)) errors.zip = "郵便番号は7桁で入力してください";
  if (!input.address.trim()) errors.address = "住所を入力してください";
  const phone = validatePhone(input.phone);
  if (phone) errors.phone = phone;
  const date = validateDeliveryDate(input.deliveryDate, now);
  if (date) errors.deliveryDate = date;
  return errors;
}
