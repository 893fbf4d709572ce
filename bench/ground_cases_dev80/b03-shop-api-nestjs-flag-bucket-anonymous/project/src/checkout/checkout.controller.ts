import { Controller, Get, Req } from '@nestjs/common';
import type { Request } from 'express';
import { FlagsService } from '../flags/flags.service';

interface SessionUser {
  id: string;
  plan: string;
}

@Controller('checkout')
export class CheckoutController {
  constructor(private readonly flags: FlagsService) {}

  @Get('config')
  async config(@Req() req: Request) {
    const user = (req as any).user as SessionUser | undefined;
    const anonymousId = req.cookies?.['anon_id'] ?? null;
    const newCheckout = await this.flags.isEnabled('new_checkout', {
      userId: user?.id ?? null,
      anonymousId,
      plan: user?.plan,
    });
    return {
      layout: newCheckout ? 'v2' : 'v1',
      paymentMethods: ['card', 'konbini', 'paypay'],
      guestCheckout: true,
    };
  }
}
