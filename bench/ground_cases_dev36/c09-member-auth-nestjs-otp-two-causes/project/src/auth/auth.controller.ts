import { Body, Controller, HttpCode, Post, UnauthorizedException } from '@nestjs/common';
import { IsString, Length } from 'class-validator';

import { OtpService } from './otp.service';
import { SessionService } from './session.service';

class SendCodeDto {
  @IsString()
  phone!: string;
}

class LoginDto {
  @IsString()
  phone!: string;

  @IsString()
  @Length(6, 6)
  code!: string;
}

@Controller('auth')
export class AuthController {
  constructor(
    private readonly otp: OtpService,
    private readonly sessions: SessionService,
  ) {}

  @Post('code')
  @HttpCode(204)
  async sendCode(@Body() dto: SendCodeDto): Promise<void> {
    await this.otp.sendCode(dto.phone);
  }

  @Post('login')
  async login(@Body() dto: LoginDto) {
    const ok = await this.otp.verify(dto.phone, dto.code);
    if (!ok) {
      throw new UnauthorizedException('验证码错误或已过期');
    }
    return this.sessions.issue(dto.phone);
  }
}
