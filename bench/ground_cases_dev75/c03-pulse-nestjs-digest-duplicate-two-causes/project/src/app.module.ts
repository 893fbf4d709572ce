import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommentsModule } from './comments/comments.module';
import { DigestModule } from './digest/digest.module';
import { DigestScheduler } from './digest/digest.scheduler';
import { MailModule } from './mail/mail.module';

@Module({
  imports: [
    ScheduleModule.forRoot(),
    TypeOrmModule.forRoot({
      type: 'postgres',
      url: process.env.DATABASE_URL,
      autoLoadEntities: true,
      synchronize: false,
    }),
    MailModule,
    CommentsModule,
    DigestModule,
  ],
  providers: [DigestScheduler],
})
export class AppModule {}
