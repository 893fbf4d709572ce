const request = require('supertest');
const { buildApp } = require('../src/app');
const { orders } = require('../src/store');

describe('orders', () => {
  let app;
  let token;

  beforeEach(async () => {
    orders.reset();
    app = buildApp();
    const res = await request(app).post('/login').send({ email: 'demo@shop.test', password: 'demo' });
    token = res.body.token;
  });

  it('creates an order and lists it', async () => {
    const created = await request(app)
      .post('/orders')
      .set('Authorization', `Bearer ${token}`)
      .send({ items: [{ sku: 'A1', priceCents: 1200, qty: 2 }] });
    expect(created.status).toBe(201);
    expect(created.body.totalCents).toBe(2400);

    const listed = await request(app).get('/orders').set('Authorization', `Bearer ${token}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    expect(listed.headers['x-total-count']).toBe('1');
  });

  it('rejects requests without a token', async () => {
    const res = await request(app).get('/orders');
    expect(res.status).toBe(401);
  });
});
