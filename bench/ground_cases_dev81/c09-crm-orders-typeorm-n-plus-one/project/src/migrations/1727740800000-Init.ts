import { MigrationInterface, QueryRunner } from "typeorm";

export class Init1727740800000 implements MigrationInterface {
  name = "Init1727740800000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "customers" (
      "id" SERIAL PRIMARY KEY,
      "name" varchar(80) NOT NULL,
      "email" varchar(120) NOT NULL UNIQUE,
      "phone" varchar(20),
      "company" varchar(40) NOT NULL DEFAULT '',
      "createdAt" timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query(`CREATE TABLE "orders" (
      "id" SERIAL PRIMARY KEY,
      "orderNo" varchar(32) NOT NULL UNIQUE,
      "customerId" integer NOT NULL REFERENCES "customers"("id"),
      "status" varchar(16) NOT NULL DEFAULT 'draft',
      "amountFen" bigint NOT NULL DEFAULT 0,
      "createdAt" timestamptz NOT NULL DEFAULT now()
    )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "orders"`);
    await queryRunner.query(`DROP TABLE "customers"`);
  }
}
