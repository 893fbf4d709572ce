import { http } from './http';

/** All amounts are integer cents (分). */
export interface CartLine {
  sku: string;
  name: string;
  qty: number;
  unitPrice: number;
}

export interface Cart {
  id: string;
  lines: CartLine[];
  subtotal: number;
}

export interface Address {
  name: string;
  phone: string;
  line1: string;
  city: string;
  zip: string;
}

export type Payment = 'alipay' | 'wechat' | 'card';

export interface CouponResult {
  code: string;
  discount: number;
  message?: string;
}

export interface Order {
  id: string;
  total: number;
  status: 'pending' | 'paid' | 'cancelled';
}

export function fetchCart(): Promise<Cart> {
  return http.get<Cart>('/cart');
}

export function applyCoupon(cartId: string, code: string): Promise<CouponResult> {
  return http.post<CouponResult>(`/cart/${cartId}/coupon`, { code });
}

export function createOrder(input: {
  cartId: string;
  address: Address;
  payment: Payment;
  couponCode?: string;
}): Promise<Order> {
  return http.post<Order>('/orders', input);
}
