'use strict';

function required(name) {
  const value = process.env[name];
  if (!value && process.env.NODE_ENV === 'production') {
    throw new Error(`${name} must be set in production`);
  }
  return value;
}

function loadConfig() {
  return {
    port: Number(process.env.PORT || 3000),
    redisUrl: process.env.REDIS_URL || 'redis://localhost:6379',
    sessionSecret: required('APP_SESSION_SECRET') || 'dev-secret',
    sessionTtlSeconds: Number(process.env.SESSION_TTL_SECONDS || 86400),
    secureCookies: process.env.NODE_ENV === 'production',
  };
}

module.exports = { loadConfig };
