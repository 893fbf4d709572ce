import pino from 'pino';

const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'production' ? 'info' : 'debug');

export const logger = pino({
  level,
  base: { app: 'points-mall-server' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: {
    level(label) {
      return { level: label };
    },
  },
});

export function childLogger(module: string) {
  return logger.child({ module });
}

/** 请求耗时日志，给 koa 中间件用 */
export function logRequest(method: string, url: string, status: number, ms: number) {
  const payload = { method, url, status, ms };
  if (status >= 500) {
    logger.error(payload, 'request failed');
  } else if (ms > 1000) {
    logger.warn(payload, 'slow request');
  } else {
    logger.debug(payload, 'request');
  }
}
