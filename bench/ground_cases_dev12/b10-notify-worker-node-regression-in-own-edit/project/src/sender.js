'use strict';

const admin = require('firebase-admin');

/** ログ用: 先頭 8 文字だけ残す */
function maskToken(token) {
  if (typeof token !== 'string' || token.length <= 8) return '***';
  return `${token.slice(0, 8)}…(${token.length})`;
}

/**
 * FCM 送信。NOTIFY_DRY_RUN=1 のときは送らずにログだけ出す。
 */
function createSender(config) {
  if (!config.dryRun && admin.apps.length === 0) {
    admin.initializeApp({ credential: admin.credential.applicationDefault() });
  }

  async function send(token, title, body, data = {}) {
    if (config.dryRun) {
      console.log(`[sender] dry-run token=${maskToken(token)} title=${title}`);
      return 'dry-run';
    }
    try {
      const id = await admin.messaging().send({
        token,
        notification: { title, body },
        data,
        android: { priority: 'high' },
        apns: { payload: { aps: { sound: 'default' } } },
      });
      console.log(`[sender] sent token=${maskToken(token)} id=${id}`);
      return id;
    } catch (err) {
      // firebase-admin のエラーを retry.js が読める形に寄せる
      const code = err.errorInfo?.code || err.code;
      if (code === 'messaging/registration-token-not-registered') {
        console.warn(`[sender] token expired token=${maskToken(token)}`);
        err.status = 404;
      } else if (code === 'messaging/internal-error' || code === 'messaging/server-unavailable') {
        err.status = 503;
      } else if (code === 'messaging/quota-exceeded') {
        err.status = 429;
      }
      throw err;
    }
  }

  return { send };
}

module.exports = { createSender, maskToken };
