import { describe, expect, it } from 'vitest'
import { fenToYuan, formatYuan } from './money'

describe('money', () => {
  it('formats whole yuan', () => expect(fenToYuan(1200)).toBe('12.00'))
  it('pads cents', () => expect(fenToYuan(1205)).toBe('12.05'))
  it('handles negative', () => expect(fenToYuan(-99)).toBe('-0.99'))
  it('adds currency sign', () => expect(formatYuan(8990)).toBe('¥89.90'))
})
