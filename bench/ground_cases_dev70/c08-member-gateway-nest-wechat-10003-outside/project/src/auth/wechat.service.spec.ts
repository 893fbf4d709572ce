import { ConfigService } from '@nestjs/config';
import { WechatService } from './wechat.service';

const config = new ConfigService({
  WECHAT_MP_APPID: 'wxmp',
  WECHAT_MP_SECRET: 's1',
  WECHAT_OPEN_APPID: 'wxopen',
  WECHAT_OPEN_SECRET: 's2',
  WECHAT_REDIRECT_URI: 'https://m.example.cn/api/auth/wechat/callback',
});

describe('WechatService.buildAuthorizeUrl', () => {
  const svc = new WechatService(config);

  it('uses oauth2/authorize with snsapi_userinfo for mp', () => {
    const url = svc.buildAuthorizeUrl('mp', 'abc');
    expect(url).toContain('/connect/oauth2/authorize?appid=wxmp');
    expect(url).toContain('scope=snsapi_userinfo');
    expect(url.endsWith('#wechat_redirect')).toBe(true);
  });

  it('uses qrconnect for open platform', () => {
    const url = svc.buildAuthorizeUrl('open', 'abc');
    expect(url).toContain('/connect/qrconnect?appid=wxopen');
  });

  it('encodes the redirect uri', () => {
    const url = svc.buildAuthorizeUrl('mp', 'abc');
    expect(url).toContain('redirect_uri=https%3A%2F%2Fm.example.cn%2Fapi%2Fauth%2Fwechat%2Fcallback%3Fclient%3Dmp');
  });
});
