'use strict';

const request = require('supertest');

jest.mock('../src/services/users', () => ({
  verifyPassword: jest.fn(async (email, password) =>
    email === 'a@example.com' && password === 'pw' ? { id: 1, role: 'admin' } : null),
}));

const { createApp } = require('../src/app');

describe('POST /api/login', () => {
  const app = createApp();

  test('returns a token for good credentials', async () => {
    const res = await request(app).post('/api/login').send({ email: 'A@example.com ', password: 'pw' });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
  });

  test('rejects bad credentials', async () => {
    const res = await request(app).post('/api/login').send({ email: 'a@example.com', password: 'nope' });
    expect(res.status).toBe(401);
  });

  test('requires both fields', async () => {
    const res = await request(app).post('/api/login').send({ email: 'a@example.com' });
    expect(res.status).toBe(400);
  });
});

describe('POST /api/login rate limit', () => {
  test('the 11th attempt within a minute gets 429', async () => {
    const app = createApp();
    for (let i = 0; i < 10; i += 1) {
      const res = await request(app).post('/api/login').set('X-Forwarded-For', '203.0.113.7')
        .send({ email: 'a@example.com', password: 'nope' });
      expect(res.status).toBe(401);
    }
    const res = await request(app).post('/api/login').set('X-Forwarded-For', '203.0.113.7')
      .send({ email: 'a@example.com', password: 'nope' });
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
