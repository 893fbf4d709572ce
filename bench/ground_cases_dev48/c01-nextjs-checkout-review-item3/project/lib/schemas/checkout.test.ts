import { describe, expect, it } from 'vitest';
import { checkoutSchema } from './checkout';

const valid = {
  name: '林伟',
  phone: '13812345678',
  address: '上海市徐汇区漕溪北路 88 号',
  postalCode: '200030',
  note: '',
};

describe('checkoutSchema', () => {
  it('accepts a complete address', () => {
    expect(checkoutSchema.safeParse(valid).success).toBe(true);
  });

  it('rejects a landline number', () => {
    const r = checkoutSchema.safeParse({ ...valid, phone: '021-64281234' });
    expect(r.success).toBe(false);
  });

  it.each(['138 1234 5678', '138-1234-5678', '+86 13812345678', '8613812345678'])(
    'accepts a formatted mobile number %s',
    (phone) => {
      const r = checkoutSchema.safeParse({ ...valid, phone });
      expect(r.success && r.data.phone).toBe('13812345678');
    },
  );

  it('rejects a five digit postal code', () => {
    const r = checkoutSchema.safeParse({ ...valid, postalCode: '20003' });
    expect(r.success).toBe(false);
  });

  it('trims the name', () => {
    const r = checkoutSchema.safeParse({ ...valid, name: '  林伟 ' });
    expect(r.success && r.data.name).toBe('林伟');
  });

  it('rejects an empty address', () => {
    const r = checkoutSchema.safeParse({ ...valid, address: '   ' });
    expect(r.success).toBe(false);
  });
});
