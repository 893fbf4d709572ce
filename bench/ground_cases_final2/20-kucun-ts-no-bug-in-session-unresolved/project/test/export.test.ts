import { describe, expect, it, vi } from 'vitest';
import request from 'supertest';

const findItems = vi.fn(async () => [
  { sku: 'A-001', name: '螺丝 M3', qty: 120, warehouse: 'SH1', updated_at: new Date('2025-03-01T02:00:00Z') },
  { sku: 'B-014', name: '垫片, 不锈钢', qty: 8, warehouse: 'SH1', updated_at: new Date('2025-03-02T09:30:00Z') },
]);
vi.mock('../src/services/items.js', () => ({ findItems, adjustQty: vi.fn() }));

const { app } = await import('../src/app.js');

describe('GET /api/items/export', () => {
  it('returns a CSV with BOM and header', async () => {
    const res = await request(app).get('/api/items/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.text.startsWith('\ufeffsku,name,qty,updated_at\r\n')).toBe(true);
    expect(res.text).toContain('B-014,"垫片, 不锈钢",8,2025-03-02T09:30:00.000Z');
  });

  it('passes the warehouse filter through', async () => {
    await request(app).get('/api/items/export?warehouse=BJ2');
    expect(findItems).toHaveBeenLastCalledWith({ warehouse: 'BJ2' });
  });
});
