import { Module } from '@nestjs/common';
import { CarrierWebhookController } from './webhooks/carrier-webhook.controller';
import { ShipmentsService } from './shipments/shipments.service';

@Module({
  controllers: [CarrierWebhookController],
  providers: [ShipmentsService],
})
export class AppModule {}
