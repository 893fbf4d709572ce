import type { Address } from "../api/profile";

export const PREFECTURES = [
  "北海道", "青森県", "岩手県", "宮城県", "秋田県", "山形県", "福島県", "茨城県",
  "栃木県", "群馬県", "埼玉県", "千葉県", "東京都", "神奈川県", "新潟県", "富山県",
  "石川県", "福井県", "山梨県", "長野県", "岐阜県", "静岡県", "愛知県", "三重県",
  "滋賀県", "京都府", "大阪府", "兵庫県", "奈良県", "和歌山県", "鳥取県", "島根県",
  "岡山県", "広島県", "山口県", "徳島県", "香川県", "愛媛県", "高知県", "福岡県",
  "佐賀県", "長崎県", "熊本県", "大分県", "宮崎県", "鹿児島県", "沖縄県",
];

const POSTAL_RE = /^\d{3}-?\d{4}$/;

/** "123-4567" / "１２３ー４５６７" → "1234567" */
export function normalizePostalCode(value: string): string {
  return value
    .trim()
    .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[-‐ー－]/g, "");
}

export function isPostalCode(value: string): boolean {
  return POSTAL_RE.test(value.trim());
}

export type AddressErrors = Partial<Record<keyof Address, string>>;

export function validateAddress(a: Address): AddressErrors {
  const errors: AddressErrors = {};
  if (!isPostalCode(a.postalCode)) {
    errors.postalCode = "郵便番号は 123-4567 の形式で入力してください";
  }
  if (!PREFECTURES.includes(a.prefecture)) {
    errors.prefecture = "都道府県を選んでください";
  }
  if (!a.city.trim()) {
    errors.city = "市区町村を入力してください";
  }
  if (!a.street.trim()) {
    errors.street = "番地を入力してください";
  }
  if (a.building.length > 100) {
    errors.building = "建物名は100文字以内で入力してください";
  }
  return errors;
}
