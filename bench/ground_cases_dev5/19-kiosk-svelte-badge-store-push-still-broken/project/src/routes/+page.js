import { fetchProducts } from '$lib/api.js';

export async function load({ fetch }) {
  return { products: await fetchProducts(fetch) };
}
