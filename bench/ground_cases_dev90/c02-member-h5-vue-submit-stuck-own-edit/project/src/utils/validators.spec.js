import { describe, it, expect } from 'vitest'
import { validatePhone, validateCode, validatePassword } from './validators'

describe('validatePhone', () => {
  it('accepts common prefixes', () => {
    expect(validatePhone('13800138000')).toBe('')
    expect(validatePhone('18612345678')).toBe('')
    expect(validatePhone('19912345678')).toBe('')
    expect(validatePhone('19812345678')).toBe('')
  })
  it('rejects short numbers', () => {
    expect(validatePhone('1380013800')).toBe('phoneInvalid')
  })
})

describe('validateCode', () => {
  it('needs six digits', () => {
    expect(validateCode('12345')).toBe('codeInvalid')
    expect(validateCode('123456')).toBe('')
  })
})

describe('validatePassword', () => {
  it('needs letters and digits', () => {
    expect(validatePassword('abcdefgh')).toBe('passwordWeak')
    expect(validatePassword('abcd1234')).toBe('')
  })
})
