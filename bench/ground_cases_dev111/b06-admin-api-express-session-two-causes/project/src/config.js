'use strict';

function required(name) {
  const value = process.env[name];
  if (!value) {
    throw new Error(`missing env ${name}`);
  }
  return value;
}

function number(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (Number.isNaN(n)) {
    throw new Error(`env ${name} must be a number, got ${raw}`);
  }
  return n;
}

const config = {
  port: number('PORT', 4000),
  sessionSecret: required('SESSION_SECRET'),
  // 管理画面のセッション有効時間 (時間)
  sessionTtlHours: number('SESSION_TTL_HOURS', 0.5),
  redisUrl: process.env.REDIS_URL || 'redis://localhost:6379/0',
  logLevel: process.env.LOG_LEVEL || 'info',
  isProd: process.env.NODE_ENV === 'production',
};

module.exports = config;
