export const MESSAGES = {
  required: '必須項目です',
  email: 'メールアドレスの形式が正しくありません',
  emailMismatch: '確認用メールアドレスが一致しません',
  zip: '郵便番号は 123-4567 の形式で入力してください',
  phone: '電話番号の形式が正しくありません',
  kana: 'カタカナで入力してください',
  minlength: '8文字以上で入力してください',
} as const;

export type MessageKey = keyof typeof MESSAGES;
