'use strict';

function int(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number.parseInt(raw, 10);
  if (Number.isNaN(value)) {
    throw new Error(`${name} must be an integer, got "${raw}"`);
  }
  return value;
}

const config = {
  port: int('PORT', 3000),
  env: process.env.NODE_ENV || 'development',
  rateLimit: {
    // length of the fixed window, in seconds
    windowSeconds: int('RATE_WINDOW_SECONDS', 60),
    // requests allowed per client per window
    max: int('RATE_MAX', 100),
    trustProxy: process.env.TRUST_PROXY === '1',
  },
  notes: {
    maxLength: int('NOTE_MAX_LENGTH', 10000),
  },
};

function isProduction() {
  return config.env === 'production';
}

module.exports = { config, isProduction };
