import { Injectable } from '@nestjs/common';
import { planOf } from '../plans/plans';

export interface SeatQuote {
  seats: number;
  monthlyJpy: number;
  proratedJpy: number;
}

@Injectable()
export class BillingService {
  monthlyPrice(planId: string, seats: number): number {
    const plan = planOf(planId);
    if (plan.maxSeats !== null && seats > plan.maxSeats) {
      throw new Error(`${plan.label} allows at most ${plan.maxSeats} seats`);
    }
    return plan.seatPriceJpy * seats;
  }

  /** Price of adding seats for the rest of the current period (daily proration, rounded down). */
  prorateSeats(planId: string, added: number, daysLeft: number, daysInPeriod: number): number {
    const plan = planOf(planId);
    return Math.floor((plan.seatPriceJpy * added * daysLeft) / daysInPeriod);
  }

  quote(planId: string, seats: number, added: number, daysLeft: number, daysInPeriod: number): SeatQuote {
    return {
      seats: seats + added,
      monthlyJpy: this.monthlyPrice(planId, seats + added),
      proratedJpy: this.prorateSeats(planId, added, daysLeft, daysInPeriod),
    };
  }
}
