export type Category = "wood" | "block" | "puzzle";

export interface Product {
  id: string;
  name: string;
  /** Tax-included price in yen. */
  price: number;
  category: Category;
}

export interface Order {
  id: string;
  placedAt: string; // ISO 8601, UTC
  total: number;
}
