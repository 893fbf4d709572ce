import { MigrationInterface, QueryRunner } from 'typeorm';

export class StoredFilesQuotaIndex1731300000000 implements MigrationInterface {
  name = 'StoredFilesQuotaIndex1731300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS "IDX_stored_files_quota" ON "stored_files" ("workspaceId") INCLUDE ("sizeBytes") WHERE "trashedAt" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS "IDX_stored_files_quota"`);
  }

  // CONCURRENTLY cannot run inside a transaction
  public transaction = false;
}
