import { Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import axios from 'axios';

export type WechatClient = 'mp' | 'open';

export interface WechatProfile {
  openid: string;
  unionid?: string;
  nickname?: string;
  headimgurl?: string;
}

interface TokenResponse {
  access_token: string;
  openid: string;
  unionid?: string;
  scope: string;
  errcode?: number;
  errmsg?: string;
}

@Injectable()
export class WechatService {
  private readonly log = new Logger(WechatService.name);

  constructor(private readonly config: ConfigService) {}

  private app(client: WechatClient) {
    const prefix = client === 'mp' ? 'WECHAT_MP' : 'WECHAT_OPEN';
    return {
      appid: this.config.getOrThrow<string>(`${prefix}_APPID`),
      secret: this.config.getOrThrow<string>(`${prefix}_SECRET`),
    };
  }

  /** 公众号网页授权（微信内打开）走 open.weixin.qq.com/connect/oauth2，PC 扫码走 qrconnect */
  buildAuthorizeUrl(client: WechatClient, state: string): string {
    const { appid } = this.app(client);
    const redirect = encodeURIComponent(this.config.getOrThrow<string>('WECHAT_REDIRECT_URI') + `?client=${client}`);
    if (client === 'mp') {
      return `https://open.weixin.qq.com/connect/oauth2/authorize?appid=${appid}&redirect_uri=${redirect}&response_type=code&scope=snsapi_userinfo&state=${state}#wechat_redirect`;
    }
    return `https://open.weixin.qq.com/connect/qrconnect?appid=${appid}&redirect_uri=${redirect}&response_type=code&scope=snsapi_login&state=${state}#wechat_redirect`;
  }

  async exchangeCode(client: WechatClient, code: string): Promise<TokenResponse> {
    const { appid, secret } = this.app(client);
    const { data } = await axios.get<TokenResponse>('https://api.weixin.qq.com/sns/oauth2/access_token', {
      params: { appid, secret, code, grant_type: 'authorization_code' },
      timeout: 5000,
    });
    if (data.errcode) {
      this.log.warn(`exchange code failed client=${client} errcode=${data.errcode} errmsg=${data.errmsg}`);
      throw new UnauthorizedException(`wechat ${data.errcode}`);
    }
    return data;
  }

  async fetchProfile(token: TokenResponse): Promise<WechatProfile> {
    const { data } = await axios.get<WechatProfile & { errcode?: number }>('https://api.weixin.qq.com/sns/userinfo', {
      params: { access_token: token.access_token, openid: token.openid, lang: 'zh_CN' },
      timeout: 5000,
    });
    if (data.errcode) {
      // 拿不到昵称头像不影响登录
      return { openid: token.openid, unionid: token.unionid };
    }
    return { ...data, unionid: data.unionid ?? token.unionid };
  }
}
