export type Promo = { code: string; discountCents: number };

export class PromoError extends Error {}

export async function validatePromo(code: string): Promise<Promo> {
  const res = await fetch("/api/promo/validate", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ code }),
  });
  if (res.status === 422) {
    const body = (await res.json()) as { message?: string };
    throw new PromoError(body.message ?? "This code is not valid");
  }
  if (!res.ok) throw new Error(`promo validation failed: ${res.status}`);
  return (await res.json()) as Promo;
}
