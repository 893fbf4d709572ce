import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { logger } from 'hono/logger';

import { answer } from './rag/answer.js';

const app = new Hono();
app.use('*', logger());

app.get('/healthz', (c) => c.text('ok'));

app.post('/ask', async (c) => {
  const body = await c.req.json<{ question?: string }>();
  if (!body.question) return c.json({ error: 'question is required' }, 400);
  const result = await answer(body.question);
  return c.json(result);
});

const port = Number(process.env.PORT ?? 8787);
serve({ fetch: app.fetch, port });
console.log(`jinji-qa listening on :${port}`);
