export type CartItem = {
  sku: string;
  name: string;
  unitPrice: number; // cents
  qty: number;
};

export type Coupon =
  | { code: string; kind: "percent"; percent: number }
  | { code: string; kind: "fixed"; amount: number }; // cents
