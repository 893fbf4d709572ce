export type Rule = (value: string) => string | null

export const required: Rule = (value) => (value.trim() === '' ? '必須項目です' : null)

export const email: Rule = (value) => {
  if (value === '') return null
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'メールアドレスの形式が正しくありません'
}

const MOBILE = /^0[789]0-?\d{4}-?\d{4}$/
const LANDLINE = /^0\d{1,4}-\d{1,4}-\d{4}$/

export const phone: Rule = (value) => {
  if (value === '') return null
  const normalized = value.replace(/\s/g, '-')
  return MOBILE.test(normalized) || LANDLINE.test(normalized) ? null : '電話番号の形式が正しくありません'
}

export const maxLength =
  (max: number): Rule =>
  (value) =>
    value.length > max ? `${max}文字以内で入力してください` : null

export function validate(value: string, rules: Rule[]): string | null {
  for (const rule of rules) {
    const message = rule(value)
    if (message) return message
  }
  return null
}
