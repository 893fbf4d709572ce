import { Module } from '@nestjs/common';
import { FlagsModule } from '../flags/flags.module';
import { CheckoutController } from './checkout.controller';

@Module({
  imports: [FlagsModule],
  controllers: [CheckoutController],
})
export class CheckoutModule {}
