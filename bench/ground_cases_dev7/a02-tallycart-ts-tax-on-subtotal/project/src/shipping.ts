import type { ShippingOption } from "./types";

export const FREE_SHIPPING_THRESHOLD = 5000;

export function shippingFor(merchCents: number, option: ShippingOption = "standard"): number {
  if (option === "pickup") return 0;
  if (option === "express") return 1490;
  return merchCents >= FREE_SHIPPING_THRESHOLD ? 0 : 495;
}
