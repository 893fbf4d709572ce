import { Module } from '@nestjs/common';
import { RedisModule } from '@nestjs-modules/ioredis';
import { ConfigModule, ConfigService } from '@nestjs/config';

import { AuthController } from './auth/auth.controller';
import { OtpService } from './auth/otp.service';
import { SessionService } from './auth/session.service';
import { SmsClient } from './sms/sms.client';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true }),
    RedisModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => ({
        type: 'single',
        url: config.get<string>('REDIS_URL', 'redis://localhost:6379/0'),
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [OtpService, SessionService, SmsClient],
})
export class AppModule {}
