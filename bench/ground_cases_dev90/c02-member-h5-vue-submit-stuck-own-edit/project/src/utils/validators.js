export const PHONE_RE = /^1[3-9]\d{9}$/
export const CODE_RE = /^\d{6}$/

export function validatePhone(v) {
  if (!v) return 'phoneRequired'
  if (!PHONE_RE.test(v)) return 'phoneInvalid'
  return ''
}

export function validateCode(v) {
  if (!v) return 'codeRequired'
  if (!CODE_RE.test(v)) return 'codeInvalid'
  return ''
}

export function validatePassword(v) {
  if (!v) return 'passwordRequired'
  if (v.length < 8) return 'passwordTooShort'
  if (!/[a-zA-Z]/.test(v) || !/\d/.test(v)) return 'passwordWeak'
  return ''
}
