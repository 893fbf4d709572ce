'use strict';

const { deliver } = require('./deliver');

const MAX_ATTEMPTS = 10;
const RETRY_STEP_MS = 30_000;

/**
 * Delivery queue on a Redis sorted set scored by due time. Workers poll, take due
 * jobs one by one and reschedule failures.
 */
class DeliveryQueue {
  constructor(redis, log, key = 'relay:deliveries') {
    this.redis = redis;
    this.log = log;
    this.key = key;
  }

  async enqueue(job, dueAt = Date.now()) {
    await this.redis.zadd(this.key, dueAt, JSON.stringify(job));
  }

  async takeDue(now = Date.now()) {
    const [raw] = await this.redis.zrangebyscore(this.key, 0, now, 'LIMIT', 0, 1);
    if (!raw) return null;
    const removed = await this.redis.zrem(this.key, raw);
    return removed ? JSON.parse(raw) : null; // another worker got it first
  }

  nextDelay(attempt) {
    return RETRY_STEP_MS * attempt;
  }

  async work(getSubscription) {
    const job = await this.takeDue();
    if (!job) return false;
    const subscription = await getSubscription(job.subscriptionId);
    const result = await deliver(subscription, job.event);
    if (result.ok) {
      this.log.info({ delivery: job.event.deliveryId, status: result.status }, 'delivered');
    } else if (result.retryable && job.attempt < MAX_ATTEMPTS) {
      const delay = this.nextDelay(job.attempt);
      await this.enqueue({ ...job, attempt: job.attempt + 1 }, Date.now() + delay);
      this.log.warn({ delivery: job.event.deliveryId, status: result.status, delay }, 'retry scheduled');
    } else {
      this.log.error({ delivery: job.event.deliveryId, status: result.status, error: result.error }, 'giving up');
    }
    return true;
  }
}

module.exports = { DeliveryQueue, MAX_ATTEMPTS };
