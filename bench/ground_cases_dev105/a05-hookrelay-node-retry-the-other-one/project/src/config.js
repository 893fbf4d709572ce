'use strict';

function intFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number.parseInt(raw, 10);
  if (Number.isNaN(value)) {
    throw new Error(`${name} must be an integer, got "${raw}"`);
  }
  return value;
}

const config = {
  port: intFromEnv('PORT', 8080),
  // partner endpoints get this long to answer before we count the attempt as failed
  requestTimeoutMs: intFromEnv('HOOK_TIMEOUT_MS', 10000),
  // first retry after retryBaseSeconds, then doubling: 5s, 10s, 20s, 40s
  retryBaseSeconds: intFromEnv('HOOK_RETRY_BASE_SECONDS', 5),
  maxAttempts: intFromEnv('HOOK_MAX_ATTEMPTS', 5),
  signingSecret: process.env.HOOK_SIGNING_SECRET || 'dev-secret',
};

function describe() {
  return Object.entries(config)
    .filter(([key]) => key !== 'signingSecret')
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
}

module.exports = { config, describe, intFromEnv };
