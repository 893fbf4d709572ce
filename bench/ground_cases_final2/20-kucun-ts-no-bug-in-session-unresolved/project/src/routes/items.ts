import { Router } from 'express';
import { z } from 'zod';
import { adjustQty, findItems } from '../services/items.js';

export const itemsRouter = Router();

const listQuery = z.object({
  warehouse: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

itemsRouter.get('/', async (req, res) => {
  const q = listQuery.safeParse(req.query);
  if (!q.success) return res.status(400).json({ error: q.error.flatten() });
  res.json(await findItems(q.data));
});

itemsRouter.post('/:sku/adjust', async (req, res) => {
  const body = z.object({ delta: z.number().int() }).safeParse(req.body);
  if (!body.success) return res.status(400).json({ error: body.error.flatten() });
  try {
    res.json({ qty: await adjustQty(req.params.sku, body.data.delta) });
  } catch (e) {
    res.status(404).json({ error: (e as Error).message });
  }
});
