import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { TypeOrmModule } from '@nestjs/typeorm';

import { User } from '../users/user.entity';
import { MailProcessor } from './mail.processor';
import { MailService } from './mail.service';

@Module({
  imports: [BullModule.registerQueue({ name: 'mail' }), TypeOrmModule.forFeature([User])],
  providers: [MailService, MailProcessor],
  exports: [MailService],
})
export class MailModule {}
