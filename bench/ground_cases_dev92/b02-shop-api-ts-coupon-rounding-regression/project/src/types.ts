export type CartItem = {
  sku: string;
  name: string;
  unitPrice: number; // 円, 税込
  quantity: number;
};

export type Coupon =
  | { code: string; kind: "fixed"; amount: number }
  | { code: string; kind: "percent"; percent: number };

export type Customer = {
  id: string;
  name: string;
  email: string;
};

export type Order = {
  id: string;
  number: string;
  items: CartItem[];
  coupons: Coupon[];
  customer?: Customer;
  guestEmail?: string;
  total: number;
  createdAt: string;
};
