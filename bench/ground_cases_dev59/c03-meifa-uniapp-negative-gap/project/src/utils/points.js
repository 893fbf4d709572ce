// 积分规则：实付 1 元 = 1 积分，向下取整；退款订单不计
// 金卡及以上 1.2 倍，钻石卡 1.5 倍

export const RATE_BY_LEVEL = {
  体验卡: 1,
  银卡: 1,
  金卡: 1.2,
  钻石卡: 1.5,
  黑金卡: 2,
}

export function pointsOfOrder(o, levelName = '体验卡') {
  if (o.refunded) return 0
  const rate = RATE_BY_LEVEL[levelName] || 1
  // 接口金额单位是分，先换算成元
  return Math.floor((o.pay_amount / 100) * rate)
}

/** 订单是否在会员生日当月（birthday 形如 1995-03-12） */
export function isBirthdayMonth(createdAt, birthday) {
  if (!birthday) return false
  return new Date(createdAt).getMonth() + 1 === Number(birthday.slice(5, 7))
}

export function totalPoints(orders, levelName, adjust = 0, birthday = '') {
  let sum = 0
  for (const o of orders) {
    const p = pointsOfOrder(o, levelName)
    // 生日当月消费积分双倍
    sum += isBirthdayMonth(o.created_at, birthday) ? p * 2 : p
  }
  // 店长手工调整（补录、扣减）
  return sum + (adjust || 0)
}

export function formatPoints(n) {
  if (n >= 10000) {
    return (n / 10000).toFixed(1) + '万'
  }
  return String(n)
}
