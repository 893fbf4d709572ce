import { CanActivate, ExecutionContext, HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { FixedWindowLimiter } from './limiter';

// requests per minute per workspace
const TIER_LIMITS: Record<string, number> = { free: 60, pro: 1200, enterprise: 6000 };

@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger(RateLimitGuard.name);

  constructor(private readonly limiter: FixedWindowLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest();
    const ws = req.workspace as { id: string; plan: string } | undefined;
    if (!ws) return true; // public endpoints

    const limit = TIER_LIMITS[ws.plan] ?? TIER_LIMITS.free;
    const used = await this.limiter.hit(`rl:${ws.id}`, 60);
    if (used > limit) {
      this.logger.warn(`rate limit exceeded ws=${ws.id} plan=${ws.plan} limit=${limit}/min`);
      throw new HttpException('Too Many Requests', HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }
}
