import { Router } from 'express';
import { z } from 'zod';

import { db } from '../db';
import { requireUser } from '../auth';

export const customers = Router();

const Query = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
  keyword: z.string().trim().optional(),
  stage: z.enum(['lead', 'contacted', 'deal', 'won', 'lost']).optional(),
  owner: z.enum(['me']).optional(),
});

customers.get('/customers', requireUser, async (req, res) => {
  const parsed = Query.safeParse(req.query);
  if (!parsed.success) {
    return res.status(400).json({ error: parsed.error.flatten() });
  }
  const { page, pageSize, keyword, stage, owner } = parsed.data;

  const q = db('customers as c')
    .leftJoin('users as u', 'u.id', 'c.owner_id')
    .where('c.tenant_id', req.user.tenantId);
  if (keyword) {
    q.andWhere((w) => w.whereILike('c.name', `%${keyword}%`).orWhereILike('c.company', `%${keyword}%`));
  }
  if (stage) q.andWhere('c.stage', stage);
  if (owner === 'me') q.andWhere('c.owner_id', req.user.id);

  const [{ count }] = await q.clone().count<{ count: string }[]>('c.id as count');
  const rows = await q
    .clone()
    .select('c.id', 'c.name', 'c.company', 'c.stage', 'u.name as ownerName',
      'c.last_contact_at as lastContactAt', 'c.updated_at as updatedAt')
    .orderBy('c.updated_at', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize);

  res.json({ items: rows, total: Number(count) });
});
