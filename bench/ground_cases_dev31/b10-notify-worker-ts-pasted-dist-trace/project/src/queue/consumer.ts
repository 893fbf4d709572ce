import { sendOrderConfirmed, type HandlerContext } from '../handlers/orderConfirmed'
import { sendShippingNotice } from '../handlers/shipment'
import type { QueueMessage } from '../types'

export interface Source {
  receive(): Promise<{ id: string; body: string } | null>
  ack(id: string): Promise<void>
  nack(id: string): Promise<void>
}

export class Consumer {
  private stopped = false

  constructor(
    private readonly source: Source,
    private readonly ctx: HandlerContext,
  ) {}

  stop(): void {
    this.stopped = true
  }

  async run(): Promise<void> {
    while (!this.stopped) {
      const msg = await this.source.receive()
      if (!msg) continue
      try {
        await this.handle(JSON.parse(msg.body) as QueueMessage)
        await this.source.ack(msg.id)
      } catch (err) {
        this.ctx.log('error', 'handler failed', { messageId: msg.id, err: String(err), stack: err instanceof Error ? err.stack : undefined })
        await this.source.nack(msg.id)
      }
    }
  }

  async handle(message: QueueMessage): Promise<void> {
    switch (message.type) {
      case 'order.confirmed':
        return sendOrderConfirmed(message.payload, this.ctx)
      case 'shipment.created':
        return sendShippingNotice(message.payload, this.ctx)
    }
  }
}
