const test = require('node:test');
const assert = require('node:assert');
const crypto = require('crypto');
const { sign } = require('../src/feishu');

test('签名算法与飞书文档一致：key = timestamp\\nsecret，对空串 HMAC-SHA256', () => {
  const ts = 1700000000;
  const secret = 'demo-secret';
  const expected = crypto.createHmac('sha256', `${ts}\n${secret}`).update('').digest('base64');
  assert.strictEqual(sign(ts, secret), expected);
});

test('同一时间戳、不同密钥签名不同', () => {
  assert.notStrictEqual(sign(1700000000, 'a'), sign(1700000000, 'b'));
});

test('签名是 44 位 base64', () => {
  assert.match(sign(1700000000, 'x'), /^[A-Za-z0-9+/]{43}=$/);
});
