import pg from 'pg';
import pgvector from 'pgvector/pg';

import { config } from './config.js';

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 5 });

pool.on('connect', async (client) => {
  await pgvector.registerTypes(client);
});
