import { formatDateTime, formatYen, indent, lineTotal } from '../lib/format'
import type { Mail, Order } from '../types'

const SHOP = 'こもれびストア'

function renderLines(order: Order): string {
  return order.lines
    .map((l) => `${l.name} × ${l.quantity}  ${formatYen(lineTotal(l.quantity, l.unitPrice))}`)
    .join('\n')
}

export function renderOrderConfirmed(order: Order): Mail {
  const placed = formatDateTime(order.placedAt)
  const body = [
    `${order.customerName} 様`,
    '',
    `${SHOP}をご利用いただきありがとうございます。`,
    'ご注文を承りました。',
    '',
    `ご注文番号: ${order.id}`,
    `ご注文日時: ${placed}`,
    '',
    '【ご注文内容】',
    indent(renderLines(order)),
    '',
    `合計（送料・税込）: ${formatYen(order.totals!.grand)}`,
    '',
    '発送の準備が整いましたら、あらためてご連絡いたします。',
  ]
  return {
    to: order.email,
    subject: `【${SHOP}】ご注文ありがとうございます（${order.id}）`,
    text: body.join('\n'),
  }
}
