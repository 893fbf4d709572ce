export interface CartItem {
  sku: string;
  name: string;
  priceCents: number;
  quantity: number;
}
