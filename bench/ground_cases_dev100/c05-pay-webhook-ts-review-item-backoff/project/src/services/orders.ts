import { request } from 'undici'

const ORDER_API = process.env.ORDER_API ?? 'http://order-svc.internal:8080'

export interface PaidNotice {
  orderNo: string
  transactionId: string
  amountFen: number
  paidAt: string
}

export class HttpError extends Error {
  constructor(public status: number, message: string) {
    super(message)
  }
}

export async function markPaid(notice: PaidNotice): Promise<void> {
  const res = await request(`${ORDER_API}/internal/orders/${encodeURIComponent(notice.orderNo)}/paid`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(notice),
    headersTimeout: 5_000,
  })
  if (res.statusCode === 409) {
    // 订单已经是已支付状态，幂等成功
    await res.body.dump()
    return
  }
  if (res.statusCode >= 300) {
    const text = await res.body.text()
    throw new HttpError(res.statusCode, `order-svc ${res.statusCode}: ${text.slice(0, 200)}`)
  }
  await res.body.dump()
}
