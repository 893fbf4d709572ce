import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { WechatController } from './auth/wechat.controller';
import { WechatService } from './auth/wechat.service';
import { MemberService } from './members/member.service';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, envFilePath: [`.env.${process.env.NODE_ENV ?? 'development'}`, '.env'] }),
    JwtModule.register({ secret: process.env.JWT_SECRET, signOptions: { expiresIn: '7d' } }),
  ],
  controllers: [WechatController],
  providers: [WechatService, MemberService],
})
export class AppModule {}
