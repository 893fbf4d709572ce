export type OrderLine = {
  id: string;
  sku: string;
  name: string;
  /** 税抜単価 */
  unitPrice: number;
  taxRate: number;
  quantity: number;
  refundedQuantity: number;
};

export type Order = {
  id: string;
  number: string;
  email: string;
  paymentIntentId: string;
  lines: OrderLine[];
  /** 注文全体に掛かったクーポン値引き（税込） */
  couponDiscount: number;
  shippingFee: number;
  /** 実際に決済された金額（税込） */
  paidAmount: number;
  refundedAmount: number;
};

export function lineTotalInclTax(line: OrderLine): number {
  return Math.floor(line.unitPrice * (1 + line.taxRate)) * line.quantity;
}

export function itemsTotalInclTax(order: Order): number {
  return order.lines.reduce((sum, l) => sum + lineTotalInclTax(l), 0);
}
