import knex from "knex";

import { config } from "./config.js";

const isSqlite = config.databaseUrl.startsWith("sqlite:");

export const db = knex(
  isSqlite
    ? {
        client: "better-sqlite3",
        connection: { filename: config.databaseUrl.slice("sqlite:".length) || ":memory:" },
        useNullAsDefault: true,
      }
    : {
        client: "pg",
        connection: config.databaseUrl,
        pool: { min: 0, max: 10 },
      },
);

/** Tables for tests and local development; production uses the migrations repo. */
export async function migrate() {
  if (!(await db.schema.hasTable("users"))) {
    await db.schema.createTable("users", (t) => {
      t.increments("id");
      t.string("email").notNullable().unique();
      t.string("password_hash").notNullable();
    });
  }
  if (!(await db.schema.hasTable("sessions"))) {
    await db.schema.createTable("sessions", (t) => {
      t.string("id").primary();
      t.integer("user_id").notNullable().references("users.id").onDelete("CASCADE");
      t.boolean("remember").notNullable().defaultTo(false);
      t.timestamp("created_at").notNullable();
      t.timestamp("expires_at").notNullable();
      t.string("user_agent", 200);
      t.string("ip", 64);
    });
  }
}
