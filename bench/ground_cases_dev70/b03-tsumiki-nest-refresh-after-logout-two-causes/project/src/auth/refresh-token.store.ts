import { Injectable, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';

@Injectable()
export class RefreshTokenStore implements OnModuleDestroy {
  private readonly redis = new Redis(process.env.REDIS_URL ?? 'redis://localhost:6379/0');

  async register(jti: string, family: string, ttlSec: number): Promise<void> {
    await this.redis
      .multi()
      .set(`rt:${jti}`, family, 'EX', ttlSec)
      .sadd(`rtf:${family}`, jti)
      .expire(`rtf:${family}`, ttlSec)
      .exec();
  }

  async isRevoked(jti: string): Promise<boolean> {
    return (await this.redis.exists(`rt:${jti}`)) === 0;
  }

  async revoke(jti: string): Promise<void> {
    await this.redis.del(`rt:${jti}`);
  }

  async revokeFamily(family: string): Promise<void> {
    const members = await this.redis.smembers(`rtf:${family}`);
    if (members.length > 0) {
      await this.redis.del(...members.map((jti) => `rt:${jti}`));
    }
    await this.redis.del(`rtf:${family}`);
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit();
  }
}
