import { renderShippingNotice } from '../mail/shippingNotice'
import type { Shipment } from '../types'
import type { HandlerContext } from './orderConfirmed'

export async function sendShippingNotice(shipment: Shipment, ctx: HandlerContext): Promise<void> {
  await ctx.mailer.send(renderShippingNotice(shipment))
  ctx.log('info', 'shipping notice sent', { orderId: shipment.orderId })
}
