import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  Logger,
  Param,
  Post,
  Req,
  UnauthorizedException,
} from '@nestjs/common';
import { Request } from 'express';
import { ShipmentsService } from '../shipments/shipments.service';
import { Carrier, headerFor, verifySignature } from './signature';
import { mapCarrierStatus } from './status-mapper';

const CARRIERS: Carrier[] = ['sf', 'zto', 'yto', 'jd'];

@Controller('webhooks/carriers')
export class CarrierWebhookController {
  private readonly logger = new Logger(CarrierWebhookController.name);

  constructor(private readonly shipments: ShipmentsService) {}

  @Post(':carrier')
  @HttpCode(200)
  async receive(
    @Param('carrier') carrier: string,
    @Req() req: Request & { rawBody?: Buffer },
    @Body() body: any,
  ) {
    if (!CARRIERS.includes(carrier as Carrier)) {
      throw new BadRequestException(`unknown carrier ${carrier}`);
    }
    const c = carrier as Carrier;
    const signature = req.headers[headerFor(c)] as string | undefined;
    if (!req.rawBody || !verifySignature(c, req.rawBody, signature)) {
      this.logger.warn(`invalid signature for carrier=${c}`);
      throw new UnauthorizedException('invalid signature');
    }
    const events = Array.isArray(body.events) ? body.events : [body];
    for (const event of events) {
      const trackingNumber = event.mailno ?? event.billCode ?? event.waybillNo;
      const code = String(event.opCode ?? event.scanType ?? event.status ?? '');
      await this.shipments.applyStatus(trackingNumber, mapCarrierStatus(c, code), event.scanTime);
    }
    return { ok: true, received: events.length };
  }
}
