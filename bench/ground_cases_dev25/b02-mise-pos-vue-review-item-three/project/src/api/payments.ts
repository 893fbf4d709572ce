import type { CartLine } from '@/stores/cart'

export interface PaymentRequest {
  method: 'cash' | 'card' | 'qr'
  lines: CartLine[]
  total: number
}

export interface Receipt {
  id: string
  paidAt: string
}

export async function submitPayment(req: PaymentRequest): Promise<Receipt> {
  const res = await fetch('/api/payments', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(req),
  })
  if (!res.ok) throw new Error(`決済APIエラー (${res.status})`)
  return (await res.json()) as Receipt
}
