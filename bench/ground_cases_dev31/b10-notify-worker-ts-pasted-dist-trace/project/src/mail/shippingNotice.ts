import { formatDateTime } from '../lib/format'
import type { Mail, Shipment } from '../types'

const SHOP = 'こもれびストア'

const CARRIERS: Record<Shipment['carrier'], { name: string; tracking: (no: string) => string }> = {
  yamato: { name: 'ヤマト運輸', tracking: (no) => `https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=${no}` },
  sagawa: { name: '佐川急便', tracking: (no) => `https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo=${no}` },
  japanpost: { name: '日本郵便', tracking: (no) => `https://trackings.post.japanpost.jp/services/srv/search/?requestNo1=${no}` },
}

export function renderShippingNotice(s: Shipment): Mail {
  const carrier = CARRIERS[s.carrier]
  const shipped = formatDateTime(s.shippedAt)
  const body = [
    `${s.customerName} 様`,
    '',
    `ご注文（${s.orderId}）の商品を${shipped}に発送いたしました。`,
    '',
    `配送業者: ${carrier.name}`,
    `お問い合わせ番号: ${s.trackingNumber}`,
    `配送状況: ${carrier.tracking(s.trackingNumber)}`,
    '',
    `今後とも${SHOP}をよろしくお願いいたします。`,
  ]
  return {
    to: s.email,
    subject: `【${SHOP}】商品を発送しました（${s.orderId}）`,
    text: body.join('\n'),
  }
}
