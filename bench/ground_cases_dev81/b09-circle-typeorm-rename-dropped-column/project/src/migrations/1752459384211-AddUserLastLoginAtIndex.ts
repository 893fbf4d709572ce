import { MigrationInterface, QueryRunner } from "typeorm";

export class AddUserLastLoginAtIndex1752459384211 implements MigrationInterface {
  name = "AddUserLastLoginAtIndex1752459384211";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "idx_users_last_login_at" ON "users" ("last_login_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_users_last_login_at"`);
  }
}
