export interface Product {
  id: string;
  /** 仓库编码，例如 "TEA-0032"，和 id 不同 */
  sku: string;
  name: string;
  price: number;
}

export interface CartLine extends Product {
  qty: number;
}
