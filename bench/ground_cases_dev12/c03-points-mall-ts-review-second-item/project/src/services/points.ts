import { ResultSetHeader, RowDataPacket } from 'mysql2/promise';
import { pool, transaction } from '../db';
import { logger } from '../utils/logger';

export interface PointsAccount {
  userId: number;
  balance: number;
  frozen: number;
}

export type PointsSource = 'sign_in' | 'order' | 'invite' | 'exchange' | 'admin';

// 单次发放上限，防止接口被刷
const SOURCE_LIMIT: Record<PointsSource, number> = {
  sign_in: 50,
  order: 5000,
  invite: 200,
  exchange: 0,
  admin: 100000,
};

// 积分有效期一年，单位秒（前端展示也用这个）
export const POINTS_TTL_SECONDS = 365 * 24 * 3600;

export class PointsError extends Error {
  constructor(public code: string, message: string) {
    super(message);
  }
}

export async function getAccount(userId: number): Promise<PointsAccount> {
  const [rows] = await pool.query<RowDataPacket[]>(
    'SELECT user_id, balance, frozen FROM points_account WHERE user_id = ?',
    [userId],
  );
  if (rows.length === 0) {
    return { userId, balance: 0, frozen: 0 };
  }
  return { userId, balance: rows[0].balance, frozen: rows[0].frozen };
}

/** 积分兑换商品：扣积分 + 记流水，库存在 goods 服务里扣 */
export async function exchange(userId: number, goodsId: number, cost: number): Promise<void> {
  if (cost <= 0) {
    throw new PointsError('INVALID_COST', '兑换所需积分不合法');
  }
  await transaction(async (conn) => {
    // 条件更新：余额够才扣，并发请求只有一个能成功
    const [res] = await conn.query<ResultSetHeader>(
      'UPDATE points_account SET balance = balance - ? WHERE user_id = ? AND balance - frozen >= ?',
      [cost, userId, cost],
    );
    if (res.affectedRows !== 1) {
      throw new PointsError('INSUFFICIENT', '积分不足');
    }
    await conn.query(
      'INSERT INTO points_log (user_id, change_amount, source, biz_id, expire_at) VALUES (?, ?, ?, ?, NULL)',
      [userId, -cost, 'exchange', `goods:${goodsId}:${Date.now()}`],
    );
  });
  logger.info({ userId, goodsId, cost }, 'points exchanged');
}

/** 发放积分，bizId + source 做幂等 */
export async function addPoints(
  userId: number,
  phone: string,
  amount: number,
  source: PointsSource,
  bizId: string,
): Promise<boolean> {
  if (amount <= 0 || amount > SOURCE_LIMIT[source]) {
    throw new PointsError('INVALID_AMOUNT', `积分数量不合法: ${amount}`);
  }
  const expireAt = new Date(Date.now() + POINTS_TTL_SECONDS);
  const added = await transaction(async (conn) => {
    const [dup] = await conn.query<RowDataPacket[]>(
      'SELECT id FROM points_log WHERE biz_id = ? AND source = ? LIMIT 1',
      [bizId, source],
    );
    if (dup.length > 0) {
      return false;
    }
    await conn.query(
      'INSERT INTO points_account (user_id, balance) VALUES (?, ?) ON DUPLICATE KEY UPDATE balance = balance + VALUES(balance)',
      [userId, amount],
    );
    await conn.query(
      'INSERT INTO points_log (user_id, change_amount, source, biz_id, expire_at) VALUES (?, ?, ?, ?, ?)',
      [userId, amount, source, bizId, expireAt],
    );
    return true;
  });
  if (added) {
    logger.info(`用户 ${phone} 获得积分 ${amount}，来源 ${source}`);
  }
  return added;
}

/** 定时任务调用：把过期的积分从余额里扣掉 */
export async function expireDue(batchSize = 500): Promise<number> {
  const [rows] = await pool.query<RowDataPacket[]>(
    'SELECT id, user_id, change_amount FROM points_log WHERE expire_at < NOW() AND expired = 0 AND change_amount > 0 LIMIT ?',
    [batchSize],
  );
  let count = 0;
  for (const row of rows) {
    await transaction(async (conn) => {
      const [res] = await conn.query<ResultSetHeader>(
        'UPDATE points_log SET expired = 1 WHERE id = ? AND expired = 0',
        [row.id],
      );
      if (res.affectedRows === 0) return;
      await conn.query(
        'UPDATE points_account SET balance = GREATEST(balance - ?, 0) WHERE user_id = ?',
        [row.change_amount, row.user_id],
      );
      count += 1;
    });
  }
  return count;
}

export function levelOf(totalEarned: number): 'normal' | 'silver' | 'gold' {
  if (totalEarned >= 20000) return 'gold';
  if (totalEarned >= 5000) return 'silver';
  return 'normal';
}
