export type CartItem = {
  sku: string;
  name: string;
  /** 税込単価 (円) */
  unitPrice: number;
  quantity: number;
  imageUrl?: string;
};

export type PercentCoupon = {
  kind: "percent";
  code: string;
  percent: number;
  /** 値引き上限 (円) */
  maxOff?: number;
};

export type FixedCoupon = {
  kind: "fixed";
  code: string;
  amount: number;
  /** この小計以上で利用可 */
  minSubtotal?: number;
};

export type Coupon = PercentCoupon | FixedCoupon;

export type CartTotals = {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  /** 送料無料まであといくら (届いていれば 0) */
  remainingForFreeShipping: number;
};
