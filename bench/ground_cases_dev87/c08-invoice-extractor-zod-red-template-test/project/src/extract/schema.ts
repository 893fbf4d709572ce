import { z } from 'zod';

/** Accept 10000, "10000" and "¥10,000.00"; reject anything that is not a number after cleanup. */
const Money = z.preprocess(
  (v) => (typeof v === 'string' ? Number(v.replace(/[¥$€,\s]/g, '')) : v),
  z.number().finite(),
);

export const LineItem = z.object({
  description: z.string(),
  quantity: z.number().default(1),
  unitPrice: Money,
});

export const Invoice = z.object({
  invoiceNumber: z.string(),
  issueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  seller: z.string(),
  buyer: z.string(),
  currency: z.enum(['CNY', 'USD', 'EUR']).default('CNY'),
  items: z.array(LineItem).min(1),
  price: Money,
  taxRate: z.number().min(0).max(1).optional(),
});

export type Invoice = z.infer<typeof Invoice>;
