import { z } from 'zod';
import messages from '@/messages/zh-CN.json';

const e = messages.checkout.errors;

// Mainland mobile numbers only for now; HK/MO/TW orders go through the support form.
const CN_MOBILE = /^1[3-9]\d{9}$/;

export const checkoutSchema = z.object({
  name: z.string().trim().min(1, e.nameRequired).max(40, e.nameTooLong),
  phone: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '').replace(/^\+?86/, '') : v),
    z.string().regex(CN_MOBILE, e.phoneInvalid),
  ),
  address: z.string().trim().min(5, e.addressTooShort).max(200),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, e.postalCodeInvalid),
  note: z.string().max(200).optional(),
});

export type CheckoutValues = z.infer<typeof checkoutSchema>;

export type OrderPayload = CheckoutValues & { cartId: string };

export function toOrderPayload(cartId: string, values: CheckoutValues): OrderPayload {
  return {
    cartId,
    name: values.name,
    phone: values.phone,
    address: values.address,
    postalCode: values.postalCode,
    note: values.note?.trim() || undefined,
  };
}
