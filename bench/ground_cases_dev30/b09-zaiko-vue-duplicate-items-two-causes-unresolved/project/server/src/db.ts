import pg from "pg";

export const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL ?? "postgres://zaiko:zaiko@localhost:5432/zaiko",
  max: 10,
});
