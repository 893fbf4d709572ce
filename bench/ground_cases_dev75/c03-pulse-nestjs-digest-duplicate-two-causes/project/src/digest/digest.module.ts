import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommentsModule } from '../comments/comments.module';
import { MailModule } from '../mail/mail.module';
import { DigestSubscription } from './digest-subscription.entity';
import { DigestScheduler } from './digest.scheduler';
import { DigestService } from './digest.service';
import { UnsubscribeController } from './unsubscribe.controller';
import { UnsubscribeService } from './unsubscribe.service';

@Module({
  imports: [TypeOrmModule.forFeature([DigestSubscription]), CommentsModule, MailModule],
  controllers: [UnsubscribeController],
  providers: [DigestService, DigestScheduler, UnsubscribeService],
  exports: [DigestService],
})
export class DigestModule {}
