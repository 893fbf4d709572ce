import { Injectable } from "@nestjs/common";
import Stripe from "stripe";

@Injectable()
export class StripeGateway {
  private readonly stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? "", { apiVersion: "2023-10-16" });

  /** JPY はゼロ小数通貨なので amount はそのまま円 */
  async refund(paymentIntentId: string, amount: number, meta: { orderNumber: string; reason: string }): Promise<string> {
    const refund = await this.stripe.refunds.create({
      payment_intent: paymentIntentId,
      amount,
      metadata: { order_number: meta.orderNumber, reason: meta.reason.slice(0, 400) },
    });
    return refund.id;
  }

  async retrieveCharge(paymentIntentId: string): Promise<number> {
    const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId);
    return intent.amount_received;
  }
}
