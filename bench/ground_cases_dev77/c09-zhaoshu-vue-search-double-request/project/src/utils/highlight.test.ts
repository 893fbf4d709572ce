import { describe, expect, it } from 'vitest'
import { highlight } from './highlight'

describe('highlight', () => {
  it('marks every word', () => {
    expect(highlight('三体 全集', '三体')).toBe('<mark>三体</mark> 全集')
  })

  it('is case-insensitive', () => {
    expect(highlight('Vue.js 设计与实现', 'vue')).toBe('<mark>Vue</mark>.js 设计与实现')
  })
})
