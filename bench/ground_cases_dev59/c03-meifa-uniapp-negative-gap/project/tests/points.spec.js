import { describe, it, expect } from 'vitest'
import { pointsOfOrder, totalPoints, formatPoints } from '../src/utils/points.js'

describe('积分计算', () => {
  it('实付 1 元 = 1 分，向下取整', () => {
    expect(pointsOfOrder({ pay_amount: 12850 })).toBe(128)
  })

  it('退款订单不计积分', () => {
    expect(pointsOfOrder({ pay_amount: 9900, refunded: true })).toBe(0)
  })

  it('店长手工调整会加到总积分里', () => {
    const orders = [{ pay_amount: 10000 }, { pay_amount: 5000 }]
    expect(totalPoints(orders, '银卡', 20)).toBe(170)
  })

  it('一万以上显示为 x.x万', () => {
    expect(formatPoints(12345)).toBe('1.2万')
    expect(formatPoints(880)).toBe('880')
  })
})
