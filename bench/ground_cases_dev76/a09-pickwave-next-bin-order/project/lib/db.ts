import { Pool } from 'pg';

const globalForPool = globalThis as unknown as { pool?: Pool };

export const pool =
  globalForPool.pool ??
  new Pool({
    connectionString: process.env.DATABASE_URL,
    max: 5,
  });

if (process.env.NODE_ENV !== 'production') globalForPool.pool = pool;

export const WAREHOUSE_ID = process.env.WAREHOUSE_ID ?? 'DAL1';
