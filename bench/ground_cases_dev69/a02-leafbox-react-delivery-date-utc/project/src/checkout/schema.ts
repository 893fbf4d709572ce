import { z } from "zod";
import { COUNTRIES, isValidPostcode, type Country } from "./postcodes";
import { minDeliveryDate } from "./DeliveryDate";

const countryCodes = COUNTRIES.map((c) => c.code) as [Country, ...Country[]];

export const checkoutSchema = z
  .object({
    email: z.string().email("Enter a valid email address"),
    fullName: z.string().min(2, "Enter your full name"),
    line1: z.string().min(3, "Enter the first line of your address"),
    line2: z.string().optional(),
    city: z.string().min(2, "Enter a town or city"),
    country: z.enum(countryCodes),
    postcode: z.string().min(1, "Enter a postcode"),
    phone: z.string().regex(/^\+?[0-9 ()-]{7,20}$/, "Enter a phone number we can call"),
    deliveryDate: z.string().min(1, "Choose a delivery date"),
    giftMessage: z.string().max(200, "Gift messages can be up to 200 characters").optional(),
  })
  .superRefine((data, ctx) => {
    if (!isValidPostcode(data.country, data.postcode)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["postcode"], message: "Enter a valid postcode" });
    }
    if (data.deliveryDate && data.deliveryDate < minDeliveryDate()) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["deliveryDate"], message: "Choose a later delivery date" });
    }
  });

export type CheckoutValues = z.infer<typeof checkoutSchema>;
