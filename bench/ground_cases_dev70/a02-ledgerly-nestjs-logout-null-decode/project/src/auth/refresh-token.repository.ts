import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';

const REUSE_GRACE_SECONDS = 10;

@Injectable()
export class RefreshTokenRepository {
  private readonly pool = new Pool({ connectionString: process.env.DATABASE_URL });

  async save(jti: string, family: string, userId: string, ttlDays: number): Promise<void> {
    await this.pool.query(
      `INSERT INTO refresh_tokens (jti, family, user_id, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
      [jti, family, userId, ttlDays],
    );
  }

  /**
   * Marks the token used. False when it was revoked, unknown, or already used more than
   * REUSE_GRACE_SECONDS ago (two tabs refreshing at once present the same token).
   */
  async consume(jti: string, family: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE refresh_tokens SET used_at = COALESCE(used_at, now())
        WHERE jti = $1 AND family = $2 AND revoked_at IS NULL AND expires_at > now()
          AND (used_at IS NULL OR used_at > now() - make_interval(secs => $3))`,
      [jti, family, REUSE_GRACE_SECONDS],
    );
    return rowCount === 1;
  }

  async revokeFamily(family: string): Promise<void> {
    await this.pool.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE family = $1 AND revoked_at IS NULL`, [
      family,
    ]);
  }
}
