export interface OrderLine {
  sku: string;
  quantity: number;
  unitPrice: number;
}

export interface Order {
  id: string;
  lines: OrderLine[];
  customer?: { name?: string; email?: string };
}
