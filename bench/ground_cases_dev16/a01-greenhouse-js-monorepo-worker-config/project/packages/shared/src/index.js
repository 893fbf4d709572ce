// Queue names and default job options shared by the api (producer) and the worker (consumer).

export const QUEUES = Object.freeze({
  emails: 'emails',
  exports: 'exports',
});

const DEFAULTS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: 1000,
  removeOnFail: 5000,
};

export function jobOptions(overrides = {}) {
  return { ...DEFAULTS, ...overrides };
}

export function isRetryable(err) {
  if (!err) return false;
  if (err.responseCode && err.responseCode >= 500) return true; // SMTP 5xx: permanent
  return ['ECONNRESET', 'ETIMEDOUT', 'ECONNREFUSED'].includes(err.code);
}

export function describeJob(job) {
  return `${job.name}#${job.id} (attempt ${job.attemptsMade + 1})`;
}

export const VERSION = '1.14.0';
