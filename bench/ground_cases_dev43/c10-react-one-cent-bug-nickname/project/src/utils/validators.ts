/** 表单校验规则（antd Form rules 里用） */

export const PHONE_RE = /^1[3-9]\d{9}$/

export const ID_CARD_RE = /^[1-9]\d{5}(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/

/** 正数，最多两位小数 */
export const AMOUNT_RE = /^(0|[1-9]\d*)(\.\d{1,2})?$/

export function isAmount(value: string): boolean {
  return AMOUNT_RE.test(value.trim())
}

export function isPhone(value: string): boolean {
  return PHONE_RE.test(value.trim())
}

export function isIdCard(value: string): boolean {
  return ID_CARD_RE.test(value.trim())
}

export const phoneRule = {
  validator(_: unknown, value: string) {
    if (!value || isPhone(value)) {
      return Promise.resolve()
    }
    return Promise.reject(new Error('请输入正确的手机号'))
  },
}

export const idCardRule = {
  validator(_: unknown, value: string) {
    if (!value || isIdCard(value)) {
      return Promise.resolve()
    }
    return Promise.reject(new Error('请输入正确的身份证号'))
  },
}
