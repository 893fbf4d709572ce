import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Message } from './message.entity';
import { MessagesService } from './messages.service';

@Module({
  imports: [TypeOrmModule.forFeature([Message]), BullModule.registerQueue({ name: 'push' })],
  providers: [MessagesService],
  exports: [MessagesService],
})
export class MessagesModule {}
