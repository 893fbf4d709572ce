'use strict';

const crypto = require('node:crypto');
const config = require('./config');
const { getHeader } = require('./util/headers');

function sign(body, secret) {
  return 'sha256=' + crypto.createHmac('sha256', secret).update(body).digest('hex');
}

// 返回 true 表示签名有效；body 为原始 Buffer。
function verifySignature(req, body) {
  if (!config.secret) return false;
  const received = getHeader(req.headers, config.SIGNATURE_HEADER);
  if (!received) return false;
  const expected = sign(body, config.secret);
  const a = Buffer.from(received);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

module.exports = { verifySignature, sign };
