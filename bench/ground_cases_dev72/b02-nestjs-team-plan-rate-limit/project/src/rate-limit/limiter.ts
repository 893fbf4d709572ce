import { Injectable } from '@nestjs/common';
import Redis from 'ioredis';

@Injectable()
export class FixedWindowLimiter {
  constructor(private readonly redis: Redis) {}

  /** Count one request in the current window; returns the count so far. */
  async hit(key: string, windowSeconds: number): Promise<number> {
    const window = Math.floor(Date.now() / 1000 / windowSeconds);
    const bucket = `${key}:${window}`;
    const count = await this.redis.incr(bucket);
    if (count === 1) {
      await this.redis.expire(bucket, windowSeconds + 5);
    }
    return count;
  }
}
