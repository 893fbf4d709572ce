import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Appointment } from './appointments/appointment.entity';
import { AppointmentsService } from './appointments/appointments.service';
import { AppointmentsController } from './appointments/appointments.controller';
import { CalendarImportService } from './admin/calendar-import.service';
import { ReminderService } from './reminders/reminder.service';
import { SmsClient } from './reminders/sms.client';

@Module({
  imports: [
    ScheduleModule.forRoot(),
    TypeOrmModule.forRoot({
      type: 'postgres',
      url: process.env.DATABASE_URL,
      entities: [Appointment],
      synchronize: false,
    }),
    TypeOrmModule.forFeature([Appointment]),
  ],
  controllers: [AppointmentsController],
  providers: [AppointmentsService, CalendarImportService, ReminderService, SmsClient],
})
export class AppModule {}
