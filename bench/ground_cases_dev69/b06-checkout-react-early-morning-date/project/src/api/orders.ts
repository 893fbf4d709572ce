import type { CheckoutInput } from "../lib/validation";

export async function placeOrder(input: CheckoutInput): Promise<{ orderId: string }> {
  const res = await fetch("/api/orders", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...input, deliveryDate: input.deliveryDate || null }),
  });
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    throw new Error(body.message ?? "注文に失敗しました。時間をおいて再度お試しください。");
  }
  return res.json();
}
