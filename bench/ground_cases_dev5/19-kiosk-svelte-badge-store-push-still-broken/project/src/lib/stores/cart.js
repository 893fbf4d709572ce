import { derived, writable } from 'svelte/store';

export const cart = writable([]);

export const count = derived(cart, ($cart) => $cart.reduce((n, item) => n + item.qty, 0));

export function addToCart(product) {
  cart.update((items) => [...items, { id: product.id, name: product.name, price: product.price, qty: 1 }]);
}

export function removeFromCart(id) {
  cart.update((items) => items.filter((item) => item.id !== id));
}

export function clearCart() {
  cart.set([]);
}
