'use strict';

// 所有配置都从环境变量读取，键名统一用 camelCase。
module.exports = {
  port: Number(process.env.PORT) || 8787,
  secret: process.env.WEBHOOK_SECRET || '',
  signatureHeader: process.env.SIGNATURE_HEADER || 'X-Hub-Signature-256',
  eventHeader: process.env.EVENT_HEADER || 'X-GitHub-Event',
  forwardUrl: process.env.FORWARD_URL || 'http://ci.internal:8080/hooks/git',
  maxBodyBytes: 1024 * 1024,
};
