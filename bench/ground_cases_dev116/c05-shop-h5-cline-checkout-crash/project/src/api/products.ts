export interface Product {
  id: string;
  name: string;
  price: number; // yuan
  stock: number;
  available: boolean; // false = sold out for now; the product is still listed
}

export interface OrderLine {
  productId: string;
  qty: number;
}

export async function fetchProducts(): Promise<Product[]> {
  // Only listed products come back: a delisted product is simply absent.
  const res = await fetch("/api/products?listed=1");
  if (!res.ok) throw new Error(`products: ${res.status}`);
  return (await res.json()).items as Product[];
}

export async function submitOrder(lines: OrderLine[], expectedTotal: number): Promise<{ orderId: string }> {
  const res = await fetch("/api/orders", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ lines, expectedTotal }),
  });
  if (!res.ok) throw new Error(`order: ${res.status}`);
  return res.json();
}
