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

function trimSlash(url) {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}

const config = {
  port: int('PORT', 3000),
  baseUrl: trimSlash(process.env.APP_BASE_URL || 'http://localhost:3000'),
  smtpUrl: process.env.SMTP_URL || 'smtp://localhost:1025',
  mailFrom: process.env.MAIL_FROM || 'Lumen <no-reply@lumenbooks.io>',
  resetTokenTtlMin: int('RESET_TOKEN_TTL_MIN', 30),
  isProduction: process.env.NODE_ENV === 'production',
};

if (config.isProduction && !process.env.SMTP_URL) {
  throw new Error('SMTP_URL is required in production');
}

module.exports = config;
