import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ArrayContains, MoreThanOrEqual, Repository } from 'typeorm';
import { Comment } from '../comments/comment.entity';
import { MailService } from '../mail/mail.service';
import { DigestSubscription } from './digest-subscription.entity';
import { UnsubscribeService } from './unsubscribe.service';

const MAX_ITEMS = 30;

@Injectable()
export class DigestService {
  private readonly logger = new Logger(DigestService.name);

  constructor(
    @InjectRepository(DigestSubscription) private readonly subs: Repository<DigestSubscription>,
    @InjectRepository(Comment) private readonly comments: Repository<Comment>,
    private readonly mail: MailService,
    private readonly unsubscribe: UnsubscribeService,
  ) {}

  async collectItems(sub: DigestSubscription): Promise<Comment[]> {
    const since = sub.lastDigestAt ?? new Date(Date.now() - 24 * 3600 * 1000);
    return this.comments.find({
      where: { watcherIds: ArrayContains([sub.userId]), createdAt: MoreThanOrEqual(since) },
      order: { createdAt: 'ASC' },
      take: MAX_ITEMS,
    });
  }

  buildUnsubscribeUrl(sub: DigestSubscription): string {
    const token = this.unsubscribe.sign(sub.userId, 'digest');
    const base = process.env.PUBLIC_URL ?? 'https://pulse.example.cn';
    return `${base}/unsubscribe?uid=${sub.userId}&list=digest&token=${token}`;
  }

  async sendOne(sub: DigestSubscription): Promise<boolean> {
    const items = await this.collectItems(sub);
    if (items.length === 0) {
      return false;
    }
    await this.mail.sendTemplate(sub.email, 'digest', sub.locale, {
      items: items.map((c) => ({ title: c.postTitle, author: c.authorName, excerpt: c.body.slice(0, 120) })),
      unsubscribeUrl: this.buildUnsubscribeUrl(sub),
    });
    sub.lastDigestAt = items[items.length - 1].createdAt;
    await this.subs.save(sub);
    return true;
  }

  async sendAll(): Promise<number> {
    const subs = await this.subs.find({ where: { enabled: true } });
    let sent = 0;
    for (const sub of subs) {
      try {
        if (await this.sendOne(sub)) sent++;
      } catch (err) {
        this.logger.error(`digest for user ${sub.userId} failed: ${err}`);
      }
    }
    return sent;
  }
}
