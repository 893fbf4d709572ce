import { Router } from 'express';
import { pool } from '../db.js';

export const warehousesRouter = Router();

warehousesRouter.get('/', async (_req, res) => {
  const { rows } = await pool.query('SELECT code, name, city FROM warehouses ORDER BY code');
  res.json(rows);
});
