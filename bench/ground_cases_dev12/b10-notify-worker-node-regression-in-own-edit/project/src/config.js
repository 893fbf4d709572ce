'use strict';

/**
 * 環境変数から設定を読む。ECS のタスク定義で渡される。
 */
function int(name, def) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return def;
  const n = Number.parseInt(raw, 10);
  if (Number.isNaN(n)) throw new Error(`${name} must be an integer: ${raw}`);
  return n;
}

function required(name) {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is required`);
  return v;
}

function loadConfig() {
  return {
    region: process.env.AWS_REGION || 'ap-northeast-1',
    queueUrl: required('NOTIFY_QUEUE_URL'),
    maxAttempts: int('NOTIFY_MAX_ATTEMPTS', 3),
    baseDelayMs: int('NOTIFY_BASE_DELAY_MS', 500),
    batchSize: int('NOTIFY_BATCH_SIZE', 10),
    waitSeconds: int('NOTIFY_WAIT_SECONDS', 20),
    dryRun: process.env.NOTIFY_DRY_RUN === '1',
  };
}

module.exports = { loadConfig };
