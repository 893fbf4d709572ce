import { Body, Controller, HttpCode, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Request, Response } from 'express';
import { AuthConfig } from '../config/auth.config';
import { AuthService, TokenPair } from './auth.service';

class LoginDto {
  email!: string;
  password!: string;
}

@Controller('auth')
export class AuthController {
  private readonly cfg: AuthConfig;

  constructor(private readonly auth: AuthService, config: ConfigService) {
    this.cfg = config.getOrThrow<AuthConfig>('auth');
  }

  @Post('login')
  @HttpCode(200)
  async login(@Body() dto: LoginDto, @Res({ passthrough: true }) res: Response) {
    const pair = await this.auth.login(dto.email, dto.password);
    return this.send(pair, res);
  }

  @Post('refresh')
  @HttpCode(200)
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const token = req.cookies?.[this.cfg.refreshCookie];
    if (!token) throw new UnauthorizedException('no refresh token');
    return this.send(await this.auth.refresh(token), res);
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.auth.logout(req.cookies?.[this.cfg.refreshCookie]);
    res.clearCookie(this.cfg.refreshCookie, { path: '/api/auth' });
  }

  private send(pair: TokenPair, res: Response) {
    res.cookie(this.cfg.refreshCookie, pair.refreshToken, {
      httpOnly: true,
      secure: process.env.NODE_ENV === 'production',
      sameSite: 'lax',
      path: '/api/auth',
      maxAge: this.cfg.refreshTtlDays * 24 * 3600 * 1000,
    });
    return { accessToken: pair.accessToken };
  }
}
