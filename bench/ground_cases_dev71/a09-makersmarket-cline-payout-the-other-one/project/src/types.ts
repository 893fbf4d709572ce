export type OrderStatus = 'paid' | 'shipped' | 'delivered' | 'refunded' | 'cancelled';

export interface SellerOrder {
  id: string;
  sellerId: string;
  status: OrderStatus;
  itemsCents: number;
  shippingCents: number;
  deliveredAt: Date | null;
}

export interface Seller {
  id: string;
  name: string;
  commissionRate: number; // 0.12 = 12 %
  iban: string;
}

export interface PayoutLine {
  orderId: string;
  grossCents: number;
  commissionCents: number;
  payoutCents: number;
}

export interface Payout {
  sellerId: string;
  period: string; // "2025-10"
  lines: PayoutLine[];
  totalCents: number;
}
