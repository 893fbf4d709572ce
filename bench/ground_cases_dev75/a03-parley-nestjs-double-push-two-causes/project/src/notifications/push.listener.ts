import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { OnEvent } from '@nestjs/event-emitter';
import { Queue } from 'bullmq';
import { Message } from '../messages/message.entity';

// Fans message.created out to the push queue, so that webhooks and other
// consumers can subscribe to the same event.
@Injectable()
export class PushListener {
  constructor(@InjectQueue('push') private readonly pushQueue: Queue) {}

  @OnEvent('message.created')
  async onMessageCreated(message: Message) {
    await this.pushQueue.add('chat', {
      messageId: message.id,
      recipientIds: message.recipientIds.filter((id) => id !== message.authorId),
    });
  }
}
