export interface CartItem {
  id: string;
  name: string;
  priceCents: number;
  qty: number;
  stock: number;
  imageUrl: string;
}
