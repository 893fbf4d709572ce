import { z } from "zod";

const PHONE = /^0\d{9,10}$/;

/** 090-1234-5678 / 03 1234 5678 / ０９０… → 09012345678 */
function normalizePhone(value: string): string {
  return value
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[\s\-‐－―ー()（）]/g, "");
}

// messages are i18n keys in the "validation" namespace; TextField translates them
export const signupSchema = z
  .object({
    name: z.string().trim().min(1, "validation:name.required").max(50, "validation:name.tooLong"),
    email: z.string().trim().min(1, "validation:email.required").email("validation:email.invalid"),
    password: z
      .string()
      .min(8, "validation:password.tooShort")
      .regex(/[A-Za-z]/, "validation:password.needLetter")
      .regex(/\d/, "validation:password.needDigit"),
    passwordConfirm: z.string().min(1, "validation:passwordConfirm.required"),
    phone: z
      .string()
      .trim()
      .transform(normalizePhone)
      .pipe(z.string().regex(PHONE, "validation:phone.invalid").or(z.literal(""))),
    agree: z.literal(true, { errorMap: () => ({ message: "validation:agree.required" }) }),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ["passwordConfirm"],
    message: "validation:passwordConfirm.mismatch",
  });

export type SignupInput = z.infer<typeof signupSchema>;

export const defaultSignupValues = {
  name: "",
  email: "",
  password: "",
  passwordConfirm: "",
  phone: "",
  agree: false,
} as unknown as SignupInput;

/** What the API expects (snake_case, phone as null when empty). */
export function toPayload(values: SignupInput) {
  return {
    name: values.name,
    email: values.email.toLowerCase(),
    password: values.password,
    phone: values.phone || null,
    agreed_to_terms: values.agree,
  };
}
