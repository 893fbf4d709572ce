export type OrderStatus = "pending" | "paid" | "shipped" | "cancelled";

export interface OrderItem {
  sku: string;
  unitPrice: number;
  qty: number;
}

export interface Order {
  id: string;
  customerId: string;
  status: OrderStatus;
  items: OrderItem[];
  createdAt: Date;
}

export interface Coupon {
  code: string;
  percentOff: number;
  active: boolean;
  expiresAt: Date;
  usedCount: number;
  maxUses: number;
}

export const db = {
  orders: [] as Order[],
  coupons: [] as Coupon[],
};
