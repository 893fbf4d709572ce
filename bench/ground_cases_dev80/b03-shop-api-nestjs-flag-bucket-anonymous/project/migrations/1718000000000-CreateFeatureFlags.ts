import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateFeatureFlags1718000000000 implements MigrationInterface {
  name = 'CreateFeatureFlags1718000000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE feature_flags (
        key          varchar(64) PRIMARY KEY,
        enabled      boolean NOT NULL DEFAULT false,
        rollout_pct  integer NOT NULL DEFAULT 0,
        allow_plans  text[]  NOT NULL DEFAULT '{}',
        updated_at   timestamptz NOT NULL DEFAULT now()
      )
    `);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE feature_flags`);
  }
}
