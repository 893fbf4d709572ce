'use strict';

const express = require('express');
const { z } = require('zod');
const db = require('../db');

const router = express.Router();

const NoticeIn = z.object({
  title: z.string().min(1).max(120),
  body: z.string().min(1).max(20_000),
  audience: z.enum(['all', 'staff', 'customers']).default('all'),
  publishAt: z.coerce.date().optional(),
});

router.get('/', async (req, res, next) => {
  try {
    const { rows } = await db.query(
      `SELECT id, title, audience, publish_at FROM notices
        WHERE publish_at <= now() ORDER BY publish_at DESC LIMIT 50`,
    );
    res.json(rows);
  } catch (err) {
    next(err);
  }
});

router.post('/', async (req, res, next) => {
  const parsed = NoticeIn.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ message: 'invalid notice', issues: parsed.error.issues });
  }
  const n = parsed.data;
  try {
    const { rows } = await db.query(
      'INSERT INTO notices (title, body, audience, publish_at) VALUES ($1, $2, $3, COALESCE($4, now())) RETURNING id',
      [n.title, n.body, n.audience, n.publishAt ?? null],
    );
    return res.status(201).json({ id: rows[0].id });
  } catch (err) {
    return next(err);
  }
});

module.exports = router;
