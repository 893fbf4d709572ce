import { Router } from 'express'
import { log } from '../server.js'
import { verifySignature } from '../lib/signature.js'
import { withRetry } from '../lib/retry.js'
import { remember, seen } from '../lib/dedupe.js'
import { markPaid, type PaidNotice } from '../services/orders.js'

export const webhookRouter = Router()

const SECRET = process.env.PAY_WEBHOOK_SECRET ?? ''

interface PayEvent {
  id: string
  type: string
  data: PaidNotice
}

webhookRouter.post('/pay', async (req, res) => {
  const ok = verifySignature({
    rawBody: req.body as Buffer,
    timestamp: req.header('x-pay-timestamp'),
    signature: req.header('x-pay-signature'),
    secret: SECRET,
  })
  if (!ok) {
    res.status(401).json({ code: 'FAIL', message: 'bad signature' })
    return
  }

  const event = JSON.parse((req.body as Buffer).toString('utf8')) as PayEvent
  if (event.type !== 'TRANSACTION.SUCCESS' || seen(event.id)) {
    res.status(200).json({ code: 'SUCCESS' })
    return
  }
  try {
    await withRetry(() => markPaid(event.data), {
      retries: 3,
      baseDelaySec: 1,
      onRetry: (err, n) => log.warn({ err, n, orderNo: event.data.orderNo }, 'markPaid retry'),
    })
    remember(event.id)
    res.status(200).json({ code: 'SUCCESS' })
  } catch (err) {
    log.error({ err, event: event.id }, 'markPaid failed')
    // 回 500，渠道会按它的策略重推
    res.status(500).json({ code: 'FAIL', message: 'retry later' })
  }
})
