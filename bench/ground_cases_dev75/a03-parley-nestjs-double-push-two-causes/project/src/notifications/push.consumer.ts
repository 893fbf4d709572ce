import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { DevicesService } from './devices.service';
import { PushService } from './push.service';

interface ChatPushJob {
  messageId: string;
  recipientIds: string[];
}

@Processor('push')
export class PushConsumer extends WorkerHost {
  private readonly logger = new Logger(PushConsumer.name);

  constructor(private readonly devices: DevicesService, private readonly push: PushService) {
    super();
  }

  async process(job: Job<ChatPushJob>): Promise<void> {
    const devices = await this.devices.tokensFor(job.data.recipientIds);
    for (const device of devices) {
      await this.push.sendChat(device.token, job.data.messageId);
    }
    this.logger.debug(`push ${job.id}: ${devices.length} device(s) for message ${job.data.messageId}`);
  }
}
