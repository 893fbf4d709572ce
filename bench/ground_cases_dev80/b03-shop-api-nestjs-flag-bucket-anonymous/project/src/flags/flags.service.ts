import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { trace } from '@opentelemetry/api';
import { createHash } from 'crypto';
import { Repository } from 'typeorm';
import { FeatureFlag } from './feature-flag.entity';

export interface FlagContext {
  userId?: string | null;
  anonymousId?: string | null;
  plan?: string;
}

@Injectable()
export class FlagsService {
  private readonly logger = new Logger(FlagsService.name);
  private readonly cache = new Map<string, { flag: FeatureFlag | null; at: number }>();
  private readonly ttlMs = Number(process.env.FLAGS_CACHE_TTL_MS ?? 30_000);

  constructor(@InjectRepository(FeatureFlag) private readonly repo: Repository<FeatureFlag>) {}

  async isEnabled(key: string, ctx: FlagContext = {}): Promise<boolean> {
    const flag = await this.load(key);
    if (!flag || !flag.enabled) {
      return false;
    }
    if (ctx.plan && flag.allowPlans.includes(ctx.plan)) {
      return true;
    }
    const bucket = bucketOf(key, ctx.userId ?? '');
    const on = bucket < flag.rolloutPct;
    trace.getActiveSpan()?.addEvent('feature_flag.evaluation', {
      'feature_flag.key': key,
      'feature_flag.result.variant': on ? 'on' : 'off',
      'feature_flag.bucket': bucket,
    });
    this.logger.debug(`flag ${key} -> ${on} (user=${ctx.userId})`);
    return on;
  }

  private async load(key: string): Promise<FeatureFlag | null> {
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) {
      return hit.flag;
    }
    const flag = await this.repo.findOneBy({ key });
    this.cache.set(key, { flag, at: Date.now() });
    return flag;
  }
}

/** 0..99 のバケット。同じ key と id なら常に同じ値。 */
export function bucketOf(key: string, id: string): number {
  const digest = createHash('sha1').update(`${key}:${id}`).digest();
  return digest.readUInt32BE(0) % 100;
}
