import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { Repository } from 'typeorm';
import { Message } from './message.entity';

export interface NewMessage {
  conversationId: string;
  authorId: string;
  body: string;
  recipientIds: string[];
}

@Injectable()
export class MessagesService {
  constructor(
    @InjectRepository(Message) private readonly repo: Repository<Message>,
    @InjectQueue('push') private readonly pushQueue: Queue,
    private readonly events: EventEmitter2,
  ) {}

  async create(input: NewMessage): Promise<Message> {
    const message = await this.repo.save(this.repo.create(input));
    await this.pushQueue.add('chat', {
      messageId: message.id,
      recipientIds: input.recipientIds.filter((id) => id !== input.authorId),
    });
    this.events.emit('message.created', message);
    return message;
  }

  findByConversation(conversationId: string, limit = 50): Promise<Message[]> {
    return this.repo.find({ where: { conversationId }, order: { createdAt: 'DESC' }, take: limit });
  }
}
