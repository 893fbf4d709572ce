export interface CartItem {
  sku: string;
  name: string;
  unitPrice: number;
  quantity: number;
}

export interface Coupon {
  code: string;
  percentOff: number;
}
