import { BadRequestException, Injectable } from "@nestjs/common";
import { ConfigService } from "@nestjs/config";
import Stripe from "stripe";

import { planById } from "../billing/plans";
import { CreateCheckoutDto } from "./checkout.dto";

@Injectable()
export class CheckoutService {
  constructor(
    private readonly stripe: Stripe,
    private readonly config: ConfigService,
  ) {}

  async create(dto: CreateCheckoutDto): Promise<{ url: string }> {
    const plan = planById(dto.planId);
    const discounts = await this.discountsFor(dto.promoCode);
    const session = await this.stripe.checkout.sessions.create({
      mode: "subscription",
      customer_email: dto.email,
      line_items: [{ price: plan.stripePriceId, quantity: 1 }],
      ...(discounts ? { discounts } : { allow_promotion_codes: true }),
      subscription_data: { trial_period_days: this.config.get<number>("billing.trialDays") },
      success_url: dto.successUrl ?? "https://app.example.com/welcome",
      cancel_url: dto.cancelUrl ?? "https://app.example.com/pricing",
    });
    return { url: session.url ?? "" };
  }

  /** Looks up an active promotion code by its customer-facing code. */
  private async discountsFor(code?: string): Promise<Stripe.Checkout.SessionCreateParams.Discount[] | null> {
    if (!code) {
      return null;
    }
    const found = await this.stripe.promotionCodes.list({ code, active: true, limit: 1 });
    if (found.data.length === 0) {
      throw new BadRequestException(`unknown or expired promo code ${code}`);
    }
    return [{ promotion_code: found.data[0].id }];
  }
}
