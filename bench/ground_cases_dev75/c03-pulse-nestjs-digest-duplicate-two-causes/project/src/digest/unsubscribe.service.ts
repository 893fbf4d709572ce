import { Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'crypto';

@Injectable()
export class UnsubscribeService {
  private readonly secret = process.env.UNSUBSCRIBE_SECRET ?? 'dev-secret';

  sign(userId: number | string, list: string): string {
    return createHmac('sha256', this.secret).update(`${userId}:${list}`).digest('base64url');
  }

  verify(userId: string, list: string, token: string): boolean {
    const expected = Buffer.from(this.sign(userId, list));
    const given = Buffer.from(token ?? '');
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
