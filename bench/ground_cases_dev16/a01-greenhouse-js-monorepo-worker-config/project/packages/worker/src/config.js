// Configuration for the background worker (emails, exports, cleanup jobs).

function int(value, fallback) {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isNaN(n) ? fallback : n;
}

export function loadConfig(env = process.env) {
  return {
    redisUrl: env.REDIS_URL ?? 'redis://localhost:6379',
    concurrency: int(env.WORKER_CONCURRENCY, 5),
    appUrl: env.APP_URL ?? 'http://localhost:3000',
    mail: {
      from: env.MAIL_FROM ?? 'Greenhouse <hello@greenhouse.test>',
      smtpHost: env.SMTP_HOST ?? 'localhost',
      smtpPort: int(env.SMTP_PORT, 1025),
      smtpUser: env.SMTP_USER,
      smtpPass: env.SMTP_PASS,
    },
    exports: {
      bucket: env.EXPORTS_BUCKET ?? 'greenhouse-exports-dev',
      linkTtlSeconds: int(env.EXPORT_LINK_TTL, 3600),
    },
    cleanup: {
      keepCompletedJobs: int(env.KEEP_COMPLETED_JOBS, 1000),
      keepFailedJobs: int(env.KEEP_FAILED_JOBS, 5000),
    },
  };
}

export const config = loadConfig();
