import { fetchProduct } from '$lib/api.js';

export async function load({ fetch, params }) {
  return { product: await fetchProduct(fetch, params.id) };
}
