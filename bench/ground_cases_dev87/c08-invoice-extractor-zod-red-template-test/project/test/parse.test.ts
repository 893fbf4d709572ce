import { describe, expect, it } from 'vitest';
import { parseInvoice } from '../src/extract/parse.js';

const ok = {
  invoiceNumber: 'No.04417721',
  issueDate: '2025-10-30',
  seller: '上海云栖科技有限公司',
  buyer: '杭州拾光文化传媒有限公司',
  items: [{ description: '技术服务费', quantity: 1, unitPrice: 9433.96 }],
  price: 10000,
  taxRate: 0.06,
};

describe('parseInvoice', () => {
  it('parses a plain JSON answer', () => {
    expect(parseInvoice(JSON.stringify(ok)).price).toBe(10000);
  });

  it('accepts a fenced answer', () => {
    expect(parseInvoice('```json\n' + JSON.stringify(ok) + '\n```').seller).toBe(ok.seller);
  });

  it('rejects missing fields', () => {
    expect(() => parseInvoice('{"seller":"x"}')).toThrow(/schema mismatch/);
  });
});
