import { Pool } from 'pg';
import { Coupon, CouponRow, toCoupon } from '../models/coupon';
import { cache } from '../lib/cache';
import { logger } from '../lib/logger';

export type CouponErrorCode = 'NOT_FOUND' | 'EXPIRED' | 'USED_UP' | 'MIN_SPEND';

export class CouponError extends Error {
  constructor(public readonly code: CouponErrorCode, message: string) {
    super(message);
  }
}

export class CouponService {
  constructor(private readonly db: Pool) {}

  async listAvailable(userId: number, orderAmount: number): Promise<Coupon[]> {
    const key = `coupons:available:${orderAmount}`;
    const cached = await cache.get<Coupon[]>(key);
    if (cached) return cached;
    const { rows } = await this.db.query<CouponRow>(
      `SELECT c.* FROM coupons c
         JOIN user_coupons uc ON uc.coupon_id = c.id
        WHERE uc.user_id = $1 AND uc.status = 'unused'`,
      [userId],
    );
    const now = new Date();
    const list = rows.map(toCoupon).filter((c) => this.isUsable(c, orderAmount, now));
    await cache.set(key, list, 60);
    return list;
  }

  async redeem(userId: number, couponId: number, orderId: string): Promise<void> {
    const client = await this.db.connect();
    try {
      await client.query('BEGIN');
      const taken = await client.query(
        `UPDATE coupons SET used_count = used_count + 1
          WHERE id = $1 AND used_count < total_limit
          RETURNING id`,
        [couponId],
      );
      if (taken.rowCount === 0) {
        const exists = await client.query('SELECT 1 FROM coupons WHERE id = $1', [couponId]);
        if (exists.rowCount === 0) throw new CouponError('NOT_FOUND', `coupon ${couponId} not found`);
        throw new CouponError('USED_UP', `coupon ${couponId} is used up`);
      }
      const mine = await client.query(
        `UPDATE user_coupons SET status = 'used', order_id = $3, used_at = now()
          WHERE user_id = $1 AND coupon_id = $2 AND status = 'unused'`,
        [userId, couponId, orderId],
      );
      if (mine.rowCount === 0) throw new CouponError('NOT_FOUND', `user ${userId} has no unused coupon ${couponId}`);
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK');
      throw e;
    } finally {
      client.release();
    }
    logger.info({ userId, couponId, orderId }, 'coupon redeemed');
  }

  isUsable(c: Coupon, orderAmount: number, now: Date): boolean {
    if (c.minSpend > 0 && orderAmount < c.minSpend) return false;
    const start = new Date(`${c.validFrom}T00:00:00+08:00`);
    const end = new Date(c.validTo);
    return start.getTime() <= now.getTime() && now.getTime() <= end.getTime();
  }

  discountFor(c: Coupon, orderAmount: number): number {
    if (c.type === 'fixed') return Math.min(c.value, orderAmount);
    const off = Math.floor((orderAmount * c.value) / 100);
    return c.maxOff != null ? Math.min(off, c.maxOff) : off;
  }
}
