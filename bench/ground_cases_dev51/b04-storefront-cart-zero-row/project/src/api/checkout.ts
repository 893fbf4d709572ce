import type { CartState } from "../cart/cartReducer";

const TIMEOUT_MS = 15_000;

export interface CheckoutSession {
  id: string;
  redirectUrl: string;
}

export async function createCheckoutSession(cart: CartState): Promise<CheckoutSession> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const res = await fetch("/api/checkout/sessions", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        items: cart.items.map((i) => ({ sku: i.sku, quantity: i.quantity })),
        couponCode: cart.couponCode,
      }),
      signal: controller.signal,
    });
    if (!res.ok) {
      throw new Error(`checkout failed: ${res.status}`);
    }
    return (await res.json()) as CheckoutSession;
  } finally {
    clearTimeout(timer);
  }
}

export async function startCheckout(cart: CartState): Promise<void> {
  const session = await createCheckoutSession(cart);
  window.location.assign(session.redirectUrl);
}
