import { renderOrderConfirmed } from '../mail/orderConfirmed'
import type { Mail, Order } from '../types'

export interface Mailer {
  send(mail: Mail): Promise<void>
}

export interface HandlerContext {
  mailer: Mailer
  log: (level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void
}

const MAX_ATTEMPTS = 3

export async function sendOrderConfirmed(order: Order, ctx: HandlerContext): Promise<void> {
  const mail = renderOrderConfirmed(order)
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      await ctx.mailer.send(mail)
      ctx.log('info', 'order confirmation sent', { orderId: order.id, attempt })
      return
    } catch (err) {
      ctx.log('warn', 'send failed', { orderId: order.id, attempt, err: String(err) })
      if (attempt === MAX_ATTEMPTS) throw err
    }
  }
}
