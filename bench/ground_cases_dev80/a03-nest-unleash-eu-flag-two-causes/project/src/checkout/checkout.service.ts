import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';

export interface CheckoutRequest {
  cartId: string;
  currency: string;
}

export interface CheckoutSession {
  id: string;
  flow: 'legacy' | 'v2';
  expiresAt: string;
}

@Injectable()
export class CheckoutService {
  constructor(private readonly config: ConfigService) {}

  async startLegacy(userId: string, req: CheckoutRequest): Promise<CheckoutSession> {
    return this.session('legacy', userId, req);
  }

  async startV2(userId: string, req: CheckoutRequest): Promise<CheckoutSession> {
    return this.session('v2', userId, req);
  }

  private session(flow: 'legacy' | 'v2', userId: string, req: CheckoutRequest): CheckoutSession {
    const ttl = this.config.get<number>('checkout.paymentTimeoutMs') ?? 8000;
    return {
      id: `${flow}_${userId}_${req.cartId}`,
      flow,
      expiresAt: new Date(Date.now() + ttl * 4).toISOString(),
    };
  }
}
