import { beforeEach, describe, expect, it, vi } from 'vitest'
import request from 'supertest'

process.env.NODE_ENV = 'test'
process.env.PAY_WEBHOOK_SECRET = 'hook-secret'

vi.mock('../src/services/orders', () => ({ markPaid: vi.fn(async () => undefined) }))

const { createApp } = await import('../src/server')
const { sign } = await import('../src/lib/signature')
const { markPaid } = await import('../src/services/orders')
const { clearAll } = await import('../src/lib/dedupe')

function post(payload: object) {
  const body = JSON.stringify(payload)
  const ts = String(Math.floor(Date.now() / 1000))
  return request(createApp())
    .post('/webhook/pay')
    .set('content-type', 'application/json')
    .set('x-pay-timestamp', ts)
    .set('x-pay-signature', 'sha256=' + sign(Buffer.from(body), ts, 'hook-secret'))
    .send(body)
}

const event = { id: 'evt_9', type: 'TRANSACTION.SUCCESS', data: { orderNo: 'SO1001', transactionId: 'T1', amountFen: 1990, paidAt: '2025-11-06T10:00:00+08:00' } }

describe('POST /webhook/pay', () => {
  beforeEach(() => {
    clearAll()
    vi.mocked(markPaid).mockClear()
  })

  it('marks the order paid once per event id', async () => {
    expect((await post(event)).status).toBe(200)
    expect((await post(event)).status).toBe(200)
    await vi.waitFor(() => expect(markPaid).toHaveBeenCalledTimes(1))
  })

  it('rejects a bad signature', async () => {
    const res = await request(createApp()).post('/webhook/pay').set('content-type', 'application/json').send('{}')
    expect(res.status).toBe(401)
  })
})
