import { MigrationInterface, QueryRunner } from "typeorm";

export class RenameUserNameToDisplayName1752458112345 implements MigrationInterface {
  name = "RenameUserNameToDisplayName1752458112345";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "name"`);
    await queryRunner.query(`ALTER TABLE "users" ADD "display_name" character varying(100)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "display_name"`);
    await queryRunner.query(`ALTER TABLE "users" ADD "name" character varying(100)`);
  }
}
