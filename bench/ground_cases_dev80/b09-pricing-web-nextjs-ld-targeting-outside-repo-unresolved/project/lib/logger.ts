import pino from 'pino';

export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'pricing-web' },
  redact: ['email', 'user.email', 'context.email'],
});
