export type CouponType = 'fixed' | 'percent';

export interface CouponRow {
  id: number;
  title: string;
  type: CouponType;
  value: number; // fixed: 分; percent: 0-100
  max_off: number | null; // 分, percent 券封顶
  min_spend: number; // 分
  valid_from: string; // 'YYYY-MM-DD'
  valid_to: string; // 'YYYY-MM-DD', 当天有效
  total_limit: number;
  used_count: number;
}

export interface Coupon {
  id: number;
  title: string;
  type: CouponType;
  value: number;
  maxOff: number | null;
  minSpend: number;
  validFrom: string;
  validTo: string;
  totalLimit: number;
  usedCount: number;
}

export function toCoupon(r: CouponRow): Coupon {
  return {
    id: r.id,
    title: r.title,
    type: r.type,
    value: r.value,
    maxOff: r.max_off,
    minSpend: r.min_spend,
    validFrom: r.valid_from,
    validTo: r.valid_to,
    totalLimit: r.total_limit,
    usedCount: r.used_count,
  };
}
