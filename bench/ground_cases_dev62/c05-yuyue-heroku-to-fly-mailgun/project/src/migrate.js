import { pool } from "./db.js";

await pool.query(`CREATE TABLE IF NOT EXISTS bookings (id serial PRIMARY KEY, name text, email text, starts_at timestamptz, service_id int)`);
await pool.end();
