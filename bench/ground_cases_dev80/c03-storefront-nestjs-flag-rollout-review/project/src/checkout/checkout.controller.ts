import { Controller, Get, Headers } from '@nestjs/common';
import { FlagsService } from '../flags/flags.service';

@Controller('checkout')
export class CheckoutController {
  constructor(private readonly flags: FlagsService) {}

  // The web app asks which checkout to render; the user id comes from the session proxy.
  @Get('variant')
  async variant(@Headers('x-user-id') userId: string) {
    const useNew = await this.flags.isEnabled('new_checkout', userId);
    return { variant: useNew ? 'v2' : 'v1' };
  }
}
