import { describe, expect, it } from 'vitest'
import { email, maxLength, phone, required, validate } from './validators'

describe('required', () => {
  it('rejects blank strings', () => {
    expect(required('  ')).toBe('必須項目です')
  })
})

describe('email', () => {
  it('accepts a normal address', () => {
    expect(email('taro@example.co.jp')).toBeNull()
  })
})

describe('phone', () => {
  it('accepts hyphenated landline numbers', () => {
    expect(phone('03-1234-5678')).toBeNull()
  })

  it('accepts numbers without hyphens', () => {
    expect(phone('0312345678')).toBeNull()
  })

  it('rejects too short numbers', () => {
    expect(phone('03-1234')).not.toBeNull()
  })
})

describe('validate', () => {
  it('returns the first failing message', () => {
    expect(validate('', [required, maxLength(10)])).toBe('必須項目です')
  })
})
