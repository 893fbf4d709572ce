// 飞书群自定义机器人，开启了“签名校验”
// 文档：签名字符串 = timestamp + "\n" + secret，作为 HMAC-SHA256 的 key，对空串签名后 base64
const crypto = require('crypto');
const axios = require('axios');

function sign(timestamp, secret) {
  const stringToSign = `${timestamp}\n${secret}`;
  return crypto.createHmac('sha256', stringToSign).update('').digest('base64');
}

async function sendPost(title, lines) {
  const webhook = process.env.FEISHU_WEBHOOK;
  const secret = process.env.FEISHU_SECRET;
  if (!webhook || !secret) {
    throw new Error('FEISHU_WEBHOOK / FEISHU_SECRET 未配置');
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const body = {
    timestamp: String(timestamp),
    sign: sign(timestamp, secret),
    msg_type: 'post',
    content: {
      post: {
        zh_cn: {
          title,
          content: lines.map((text) => [{ tag: 'text', text }]),
        },
      },
    },
  };
  const res = await axios.post(webhook, body, { timeout: 10000 });
  // 飞书即使失败也返回 HTTP 200，要看 code
  if (res.data.code !== 0) {
    throw new Error(`飞书推送失败 code=${res.data.code} msg=${res.data.msg}`);
  }
  return res.data;
}

module.exports = { sign, sendPost };
