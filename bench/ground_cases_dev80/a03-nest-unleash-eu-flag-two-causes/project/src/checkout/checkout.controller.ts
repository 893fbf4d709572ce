import { Body, Controller, Logger, Post, Req } from '@nestjs/common';
import { Request } from 'express';
import { FlagsService } from '../flags/flags.service';
import { CheckoutService, CheckoutRequest } from './checkout.service';

interface AuthedRequest extends Request {
  user: { id: string; plan: string; country: string };
}

@Controller('checkout')
export class CheckoutController {
  private readonly logger = new Logger(CheckoutController.name);

  constructor(
    private readonly flags: FlagsService,
    private readonly checkout: CheckoutService,
  ) {}

  @Post()
  async start(@Req() req: AuthedRequest, @Body() body: CheckoutRequest) {
    const user = req.user;
    const useNewFlow = this.flags.isEnabled(
      'new-checkout',
      { userId: user.id, properties: { plan: user.plan } },
      true,
    );
    this.logger.log({ userId: user.id, flag: 'new-checkout', newFlow: useNewFlow }, 'checkout started');
    return useNewFlow
      ? this.checkout.startV2(user.id, body)
      : this.checkout.startLegacy(user.id, body);
  }
}
