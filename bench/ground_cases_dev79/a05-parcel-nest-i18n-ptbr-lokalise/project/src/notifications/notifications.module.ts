import { Module } from '@nestjs/common';

import { PushService } from './push.service';
import { ShipmentListener } from './shipment.listener';

@Module({
  providers: [PushService, ShipmentListener],
  exports: [PushService],
})
export class NotificationsModule {}
