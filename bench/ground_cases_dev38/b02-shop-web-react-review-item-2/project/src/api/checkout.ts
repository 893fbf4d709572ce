export type ShippingOption = { id: string; label: string; feeYen: number };

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    throw new Error(body.message ?? `HTTP ${res.status}`);
  }
  return res.json() as Promise<T>;
}

export async function fetchShippingOptions(cartId: string, signal?: AbortSignal): Promise<ShippingOption[]> {
  return json(await fetch(`/api/carts/${cartId}/shipping-options`, { signal }));
}

export async function placeOrder(input: { cartId: string; email: string; shippingId: string }): Promise<{ orderId: string }> {
  return json(
    await fetch("/api/orders", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
      body: JSON.stringify(input),
    }),
  );
}
