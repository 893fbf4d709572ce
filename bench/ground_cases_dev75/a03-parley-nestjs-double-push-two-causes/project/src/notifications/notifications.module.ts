import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Device } from './device.entity';
import { DevicesController } from './devices.controller';
import { DevicesService } from './devices.service';
import { PushConsumer } from './push.consumer';
import { PushListener } from './push.listener';
import { PushService } from './push.service';
import { SlackService } from './slack.service';

@Module({
  imports: [TypeOrmModule.forFeature([Device]), BullModule.registerQueue({ name: 'push' })],
  controllers: [DevicesController],
  providers: [DevicesService, PushService, PushConsumer, PushListener, SlackService],
  exports: [SlackService, PushService],
})
export class NotificationsModule {}
