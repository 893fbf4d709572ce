import { Controller, Get, Query, Res } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { randomBytes } from 'node:crypto';
import type { Response } from 'express';
import { MemberService } from '../members/member.service';
import { WechatClient, WechatService } from './wechat.service';

@Controller('auth/wechat')
export class WechatController {
  constructor(
    private readonly wechat: WechatService,
    private readonly members: MemberService,
    private readonly jwt: JwtService,
    private readonly config: ConfigService,
  ) {}

  @Get('authorize')
  authorize(@Query('client') client: WechatClient = 'open', @Res() res: Response) {
    const state = randomBytes(12).toString('hex');
    res.cookie('wx_state', state, { httpOnly: true, sameSite: 'lax', maxAge: 10 * 60 * 1000 });
    res.redirect(this.wechat.buildAuthorizeUrl(client, state));
  }

  @Get('callback')
  async callback(
    @Query('code') code: string,
    @Query('state') state: string,
    @Query('client') client: WechatClient = 'open',
    @Res() res: Response,
  ) {
    const expected = res.req.cookies?.wx_state;
    if (!code || !state || state !== expected) {
      return res.redirect(`${this.config.get('FRONTEND_URL')}/login?error=state`);
    }
    const token = await this.wechat.exchangeCode(client, code);
    const profile = await this.wechat.fetchProfile(token);
    const member = await this.members.upsertFromWechat(client, token.openid, profile);
    const jwt = await this.jwt.signAsync({ sub: member.id });
    res.clearCookie('wx_state');
    return res.redirect(`${this.config.get('FRONTEND_URL')}/login/done#token=${jwt}`);
  }
}
