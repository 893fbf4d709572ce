'use strict';

function loadConfig(env = process.env) {
  return {
    batchSize: Number.parseInt(env.NOTIFY_BATCH_SIZE, 10) || 50,
    dryRun: env.NOTIFY_DRY_RUN === '1',
    from: env.NOTIFY_FROM || 'digest@example.jp',
    region: env.AWS_REGION || 'ap-northeast-1',
  };
}

module.exports = { loadConfig };
