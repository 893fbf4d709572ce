import { Injectable, NotFoundException } from "@nestjs/common";
import Stripe from "stripe";

import { planById } from "./plans";
import { prorateUpgrade } from "./proration";
import { SubscriptionsRepository } from "./subscriptions.repository";

@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly repo: SubscriptionsRepository,
    private readonly stripe: Stripe,
  ) {}

  async changePlan(accountId: string, planId: string, now = new Date()) {
    const sub = await this.repo.findActive(accountId);
    if (!sub) {
      throw new NotFoundException("no active subscription");
    }
    const from = planById(sub.planId);
    const to = planById(planId);
    const chargeNow = prorateUpgrade(from, to, { start: sub.periodStart, end: sub.periodEnd }, now);
    if (chargeNow > 0) {
      await this.stripe.invoiceItems.create({
        customer: sub.stripeCustomerId,
        amount: chargeNow,
        currency: "eur",
        description: `Upgrade ${from.name} → ${to.name} (prorated)`,
      });
      await this.stripe.invoices.create({ customer: sub.stripeCustomerId, auto_advance: true });
    }
    await this.repo.updatePlan(sub.id, to.id, chargeNow > 0 ? now : null);
    return { planId: to.id, chargedCents: chargeNow };
  }
}
