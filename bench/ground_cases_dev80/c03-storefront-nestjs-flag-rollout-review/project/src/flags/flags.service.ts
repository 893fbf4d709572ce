import { createHash } from 'crypto';
import { Injectable, Logger, NotFoundException, Optional } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Flag } from './flag.entity';

/** Stable bucket 0-99 for a user and a flag: the same user always lands in the same bucket. */
export function bucketOf(flagKey: string, userId: string): number {
  const digest = createHash('sha1').update(`${flagKey}:${userId}`).digest();
  return digest.readUInt32BE(0) % 100;
}

@Injectable()
export class FlagsService {
  private readonly logger = new Logger(FlagsService.name);

  private readonly ttlMs: number;
  private cache = new Map<string, { flag: Flag | null; expires: number }>();

  constructor(
    @InjectRepository(Flag) private readonly repo: Repository<Flag>,
    @Optional() config?: ConfigService,
  ) {
    this.ttlMs = config?.get<number>('flags.cacheTtlMs') ?? 30_000;
  }

  private async load(key: string): Promise<Flag | null> {
    const hit = this.cache.get(key);
    if (hit && hit.expires > Date.now()) {
      return hit.flag;
    }
    const flag = await this.repo.findOneBy({ key });
    this.cache.set(key, { flag, expires: Date.now() + this.ttlMs });
    return flag;
  }

  async isEnabled(key: string, userId: string): Promise<boolean> {
    const flag = await this.load(key);
    if (!flag || !flag.enabled) {
      return false;
    }
    if (flag.rolloutPercent >= 100) {
      return true;
    }
    return bucketOf(flag.key, userId) <= flag.rolloutPercent;
  }

  async list(): Promise<Flag[]> {
    return this.repo.find({ order: { key: 'ASC' } });
  }

  async setRollout(key: string, enabled: boolean, rolloutPercent: number): Promise<Flag> {
    const flag = await this.repo.findOneBy({ key });
    if (!flag) {
      throw new NotFoundException(`flag ${key} not found`);
    }
    flag.enabled = enabled;
    flag.rolloutPercent = rolloutPercent;
    const saved = await this.repo.save(flag);
    this.logger.log(`flag ${key} -> enabled=${enabled} rollout=${rolloutPercent}%`);
    return saved;
  }
}
