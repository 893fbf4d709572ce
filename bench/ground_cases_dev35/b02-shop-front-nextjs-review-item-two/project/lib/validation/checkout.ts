import { z } from "zod";

export const checkoutItemSchema = z.object({
  productId: z.string().cuid(),
  quantity: z.coerce.number().int().min(1).max(99),
});

export const checkoutSchema = z.object({
  items: z.array(checkoutItemSchema).min(1).max(50),
  couponCode: z.string().trim().max(32).optional(),
  addressId: z.string().cuid(),
});

export type CheckoutInput = z.infer<typeof checkoutSchema>;

export function parseCheckoutForm(formData: FormData): CheckoutInput {
  return checkoutSchema.parse({
    items: JSON.parse(String(formData.get("items") ?? "[]")),
    couponCode: formData.get("couponCode") || undefined,
    addressId: formData.get("addressId"),
  });
}
