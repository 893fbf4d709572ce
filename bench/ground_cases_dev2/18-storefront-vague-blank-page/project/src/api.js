export async function fetchProducts() {
  const res = await fetch("/api/products");
  const body = await res.json();
  return body.items;
}
