import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MessagesModule } from './messages/messages.module';
import { NotificationsModule } from './notifications/notifications.module';
import { ReportsModule } from './reports/reports.module';

@Module({
  imports: [
    TypeOrmModule.forRoot({ type: 'postgres', url: process.env.DATABASE_URL, autoLoadEntities: true }),
    BullModule.forRoot({ connection: { url: process.env.REDIS_URL } }),
    EventEmitterModule.forRoot(),
    MessagesModule,
    NotificationsModule,
    ReportsModule,
  ],
})
export class AppModule {}
