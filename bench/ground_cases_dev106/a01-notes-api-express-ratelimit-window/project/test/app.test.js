'use strict';

const request = require('supertest');
const { createApp } = require('../src/app');

describe('notes api', () => {
  test('creates and lists a note', async () => {
    const app = createApp();
    const created = await request(app).post('/notes').send({ text: 'buy milk' });
    expect(created.status).toBe(201);
    const list = await request(app).get('/notes');
    expect(list.body.map((n) => n.text)).toContain('buy milk');
  });

  test('rejects an empty note', async () => {
    const res = await request(createApp()).post('/notes').send({ text: '   ' });
    expect(res.status).toBe(400);
  });

  test('healthz answers without touching the limiter', async () => {
    const app = createApp();
    for (let i = 0; i < 5; i += 1) {
      const res = await request(app).get('/healthz');
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('ok');
      expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
    }
  });

  test('returns 429 after the limit', async () => {
    process.env.RATE_MAX = '2';
    const { rateLimit } = require('../src/middleware/rateLimit');
    const express = require('express');
    const app = express();
    app.use(rateLimit({ max: 2 }));
    app.get('/x', (req, res) => res.send('ok'));
    await request(app).get('/x');
    await request(app).get('/x');
    const third = await request(app).get('/x');
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });
});
