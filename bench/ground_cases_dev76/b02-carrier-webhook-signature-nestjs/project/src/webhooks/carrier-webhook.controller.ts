import { Body, Controller, Headers, HttpCode, Logger, Post, RawBodyRequest, Req, UnauthorizedException } from '@nestjs/common';
import { Request } from 'express';
import { ShipmentsService } from '../shipments/shipments.service';
import { verifySignature } from './signature';
import { mapCarrierStatus } from './status-map';

export interface CarrierEvent {
  event_id: string;
  tracking_number: string;
  status: string;
  occurred_at: string;
  location?: string;
}

@Controller('webhooks/carrier')
export class CarrierWebhookController {
  private readonly logger = new Logger(CarrierWebhookController.name);

  constructor(private readonly shipments: ShipmentsService) {}

  @Post()
  @HttpCode(204)
  async receive(
    @Req() req: RawBodyRequest<Request>,
    @Headers('x-carrier-signature') signature: string | undefined,
    @Body() event: CarrierEvent,
  ): Promise<void> {
    const secret = process.env.CARRIER_WEBHOOK_SECRET ?? '';
    if (!req.rawBody || !verifySignature(req.rawBody, signature, secret)) {
      this.logger.warn(`signature mismatch for event ${event?.event_id ?? '(unknown)'}`);
      throw new UnauthorizedException('invalid signature');
    }
    const status = mapCarrierStatus(event.status);
    if (!status) {
      this.logger.warn(`unknown carrier status "${event.status}" for tracking ${event.tracking_number}`);
      return;
    }
    await this.shipments.applyCarrierEvent(event.event_id, event.tracking_number, status, event.occurred_at);
  }
}
