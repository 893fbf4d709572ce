import { MigrationInterface, QueryRunner } from "typeorm";

// CREATE INDEX CONCURRENTLY cannot run inside a transaction: this migration opts out.
export class OrderCreatedAtIndex1762396800000 implements MigrationInterface {
  name = "OrderCreatedAtIndex1762396800000";
  transaction = false as const;

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS "IDX_orders_createdAt" ON "orders" ("createdAt" DESC)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "IDX_orders_createdAt"`);
  }
}
