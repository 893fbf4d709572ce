import { Injectable } from '@nestjs/common';

import { PushService, Recipient } from './push.service';

export interface ShipmentEvent {
  orderNo: string;
  carrier: string;
  recipient: Recipient;
}

@Injectable()
export class ShipmentListener {
  constructor(private readonly push: PushService) {}

  // Called from the SQS consumer, outside any HTTP request.
  async handle(event: ShipmentEvent): Promise<void> {
    await this.push.orderShipped(event.recipient, event.orderNo, event.carrier);
  }
}
