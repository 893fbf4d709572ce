import { describe, expect, it } from 'vitest';
import { compareBins, groupByOrder, type PickLine } from './picklist';

const line = (over: Partial<PickLine>): PickLine => ({
  orderId: '1', orderNumber: 'SO-1', carrier: 'UPS', sku: 'X', name: 'x', qty: 1, zone: 'AMBIENT', bin: 'A1-01', ...over,
});

describe('compareBins', () => {
  it('puts chilled last', () => {
    const sorted = [line({ zone: 'CHILLED' }), line({ zone: 'AMBIENT' })].sort(compareBins);
    expect(sorted.map((l) => l.zone)).toEqual(['AMBIENT', 'CHILLED']);
  });
});

describe('groupByOrder', () => {
  it('keeps the walk order inside an order', () => {
    const g = groupByOrder([line({ bin: 'B1-01' }), line({ bin: 'B1-02' })]);
    expect(g.get('SO-1')!.map((l) => l.bin)).toEqual(['B1-01', 'B1-02']);
  });
});
