const config = require('../config');
const cache = require('../utils/cache');

const API = 'https://api.weixin.qq.com';
const TOKEN_KEY = 'wx:access_token';

class WechatError extends Error {
  constructor(errcode, errmsg) {
    super(`wechat ${errcode}: ${errmsg}`);
    this.errcode = errcode;
  }
}

async function request(url, options = {}) {
  const res = await fetch(url, { ...options, signal: AbortSignal.timeout(5000) });
  const data = await res.json();
  if (data.errcode) {
    throw new WechatError(data.errcode, data.errmsg);
  }
  return data;
}

/**
 * 小程序登录：code 换 openid / session_key
 */
async function code2Session(code) {
  const { appId, appSecret } = config.wechat;
  const url = `${API}/sns/jscode2session?appid=${appId}&secret=${appSecret}&js_code=${encodeURIComponent(code)}&grant_type=authorization_code`;
  return request(url);
}

/**
 * 接口调用凭证，有效期 7200 秒，缓存在 Redis 里多实例共用
 */
async function getAccessToken() {
  const cached = await cache.get(TOKEN_KEY);
  if (cached) return cached;
  const { appId, appSecret } = config.wechat;
  const data = await request(`${API}/cgi-bin/token?grant_type=client_credential&appid=${appId}&secret=${appSecret}`);
  // 比微信的有效期提前 5 分钟过期，留点余量
  await cache.set(TOKEN_KEY, data.access_token, (data.expires_in - 300) * 1000);
  return data.access_token;
}

/**
 * 发送订阅消息
 * @param {string} openid
 * @param {string} templateId
 * @param {object} data 形如 { thing1: { value: 'xxx' } }
 * @param {string} [page] 点击消息跳转的小程序页面
 */
async function sendSubscribeMessage(openid, templateId, data, page) {
  const token = await getAccessToken();
  return request(`${API}/cgi-bin/message/subscribe/send?access_token=${token}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      touser: openid,
      template_id: templateId,
      page,
      data,
      miniprogram_state: config.env === 'production' ? 'formal' : 'trial',
    }),
  });
}

module.exports = { WechatError, code2Session, getAccessToken, sendSubscribeMessage };
