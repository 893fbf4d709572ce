import { CanActivate, ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { Counter } from 'prom-client';

import { limitsFor } from '../plans/plans';
import { WorkspaceRequest } from '../workspaces/workspace.middleware';

const rejected = new Counter({
  name: 'rate_limit_rejected_total',
  help: 'Requests rejected by the plan rate limit',
  labelNames: ['plan'],
});

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(private readonly redis: Redis) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<WorkspaceRequest>();
    const ws = req.workspace;
    if (!ws) {
      return true;
    }
    const limit = limitsFor(ws.plan).requestsPerMinute;
    const bucket = Math.floor(Date.now() / 60_000);
    const key = `rl:${ws.plan}:${bucket}`;
    const count = await this.redis.incr(key);
    if (count === 1) {
      await this.redis.expire(key, 120);
    }
    if (count > limit) {
      rejected.inc({ plan: ws.plan });
      throw new HttpException(
        { error: 'rate_limited', limit, retryAfterSeconds: 60 - (Math.floor(Date.now() / 1000) % 60) },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    return true;
  }
}
