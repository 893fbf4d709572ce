export async function fetchProducts(fetch) {
  const res = await fetch('/api/products');
  if (!res.ok) throw new Error(`products: ${res.status}`);
  return res.json();
}

export async function fetchProduct(fetch, id) {
  const res = await fetch(`/api/products/${id}`);
  if (!res.ok) throw new Error(`product ${id}: ${res.status}`);
  return res.json();
}
