import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DigestSubscription } from './digest-subscription.entity';
import { UnsubscribeService } from './unsubscribe.service';

@Controller('unsubscribe')
export class UnsubscribeController {
  constructor(
    private readonly unsubscribe: UnsubscribeService,
    @InjectRepository(DigestSubscription) private readonly subs: Repository<DigestSubscription>,
  ) {}

  @Get()
  async handle(@Query('uid') uid: string, @Query('list') list: string, @Query('token') token: string) {
    if (!this.unsubscribe.verify(uid, list, token)) {
      throw new BadRequestException('invalid token');
    }
    await this.subs.update({ userId: Number(uid) }, { enabled: false });
    return { ok: true, message: '已退订每日摘要' };
  }
}
