export interface CartItem {
  lineId: string;
  sku: string;
  name: string;
  variant?: string;
  price: number;
  quantity: number;
}

export interface Coupon {
  code: string;
  kind: "percent" | "fixed";
  value: number;
}
