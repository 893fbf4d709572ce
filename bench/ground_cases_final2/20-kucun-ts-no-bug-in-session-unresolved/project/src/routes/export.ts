import { Router } from 'express';
import { z } from 'zod';
import { findItems } from '../services/items.js';
import { toCsv } from '../utils/csv.js';

export const exportRouter = Router();

const exportQuery = z.object({ warehouse: z.string().optional() });

exportRouter.get('/', async (req, res) => {
  const q = exportQuery.safeParse(req.query);
  if (!q.success) return res.status(400).json({ error: q.error.flatten() });
  const items = await findItems({ warehouse: q.data.warehouse });
  const body = toCsv(
    ['sku', 'name', 'qty', 'updated_at'],
    items.map((i) => [i.sku, i.name, i.qty, i.updated_at]),
  );
  const date = new Date().toISOString().slice(0, 10);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="items-${date}.csv"`);
  res.send(body);
});
