export interface Refund {
  id: string;
  orderId: string;
  amountCents: number;
  note: string;
}
