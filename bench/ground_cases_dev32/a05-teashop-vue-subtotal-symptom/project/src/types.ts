export interface Product {
  sku: string;
  name: string;
  /** Price in euros, as the catalogue API returns it (e.g. 12.95). */
  price: number;
  weightGrams: number;
  imageUrl: string;
}

export interface CartItem {
  sku: string;
  name: string;
  price: number;
  qty: number;
  imageUrl: string;
}
