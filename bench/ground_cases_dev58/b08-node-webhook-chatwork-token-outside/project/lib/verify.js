'use strict';

const crypto = require('crypto');

/**
 * Shopify Webhook の署名（X-Shopify-Hmac-Sha256）を確かめる。
 * @param {Buffer} rawBody 受け取ったままのボディ
 * @param {string} hmacHeader ヘッダーの値（base64）
 * @param {string} secret 管理画面の署名用シークレット
 */
function verifyShopifyHmac(rawBody, hmacHeader, secret) {
  if (!rawBody || !hmacHeader || !secret) {
    return false;
  }
  const digest = crypto.createHmac('sha256', secret).update(rawBody).digest('base64');
  const a = Buffer.from(digest);
  const b = Buffer.from(hmacHeader);
  if (a.length !== b.length) {
    return false;
  }
  return crypto.timingSafeEqual(a, b);
}

/**
 * テスト用: ボディに署名を付ける
 */
function signForTest(rawBody, secret) {
  return crypto.createHmac('sha256', secret).update(rawBody).digest('base64');
}

module.exports = { verifyShopifyHmac, signForTest };
