'use strict';

const request = require('supertest');
const Stripe = require('stripe');

jest.mock('../src/services/payments', () => ({
  markInvoicePaid: jest.fn(async () => {}),
  markInvoiceFailed: jest.fn(async () => {}),
  cancelSubscription: jest.fn(async () => {}),
}));

const payments = require('../src/services/payments');
const { createApp } = require('../src/app');

const secret = process.env.STRIPE_WEBHOOK_SECRET;
const stripe = new Stripe('sk_test_dummy');

function signed(payload) {
  const body = JSON.stringify(payload);
  const header = stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  return { body, header };
}

describe('POST /webhooks/stripe', () => {
  const app = createApp();

  test('accepts a correctly signed invoice.paid', async () => {
    const { body, header } = signed({ id: 'evt_1', type: 'invoice.paid', data: { object: { id: 'in_1' } } });
    const res = await request(app).post('/webhooks/stripe')
      .set('stripe-signature', header).set('content-type', 'application/json').send(body);
    expect(res.status).toBe(200);
    expect(payments.markInvoicePaid).toHaveBeenCalledWith({ id: 'in_1' });
  });

  test('rejects a bad signature', async () => {
    const res = await request(app).post('/webhooks/stripe')
      .set('stripe-signature', 't=1,v1=deadbeef').set('content-type', 'application/json').send('{}');
    expect(res.status).toBe(400);
  });
});
