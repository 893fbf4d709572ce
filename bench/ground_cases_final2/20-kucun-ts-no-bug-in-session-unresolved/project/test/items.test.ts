import { describe, expect, it, vi } from 'vitest';
import request from 'supertest';

vi.mock('../src/services/items.js', () => ({
  findItems: vi.fn(async () => [
    { sku: 'A-001', name: '螺丝 M3', qty: 120, warehouse: 'SH1', updated_at: new Date('2025-03-01T02:00:00Z') },
  ]),
  adjustQty: vi.fn(async () => 121),
}));

const { app } = await import('../src/app.js');

describe('GET /api/items', () => {
  it('returns items', async () => {
    const res = await request(app).get('/api/items');
    expect(res.status).toBe(200);
    expect(res.body[0].sku).toBe('A-001');
  });

  it('rejects a bad limit', async () => {
    const res = await request(app).get('/api/items?limit=0');
    expect(res.status).toBe(400);
  });
});
