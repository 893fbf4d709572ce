export interface Product {
  slug: string;
  name: string;
  price: number;
  taxRate: 0.1 | 0.08;
  image: string;
  description: string;
}
