import { BadRequestException, Controller, Headers, HttpCode, Logger, Post, RawBodyRequest, Req } from '@nestjs/common';
import { Request } from 'express';
import Stripe from 'stripe';
import { OrdersService } from '../orders/orders.service';

const seen = new Set<string>();

@Controller('webhooks/stripe')
export class StripeWebhookController {
  private readonly log = new Logger(StripeWebhookController.name);
  private readonly stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? '');

  constructor(private readonly orders: OrdersService) {}

  @Post()
  @HttpCode(200)
  async handle(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') signature: string) {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(req.rawBody!, signature, process.env.STRIPE_WEBHOOK_SECRET ?? '');
    } catch (err) {
      throw new BadRequestException(`bad signature: ${(err as Error).message}`);
    }
    if (seen.has(event.id)) {
      this.log.debug(`duplicate event ${event.id}`);
      return { received: true };
    }
    seen.add(event.id);
    if (event.type === 'payment_intent.succeeded') {
      const intent = event.data.object as Stripe.PaymentIntent;
      await this.orders.markPaid(intent.metadata.orderId, intent.id);
    }
    return { received: true };
  }
}
