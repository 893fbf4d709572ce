import { z } from "zod";

export const PASSWORD_MIN = 10;

const password = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .refine((v) => /[0-9]/.test(v), { message: "Include at least one number" })
  .refine((v) => /[A-Za-z]/.test(v), { message: "Include at least one letter" });

export const signupSchema = z
  .object({
    fullName: z.string().min(1, "Tell us your name").max(120, "That name is too long"),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .email("Enter a valid email address"),
    company: z.string().max(120).optional(),
    password,
    confirmPassword: z.string().min(1, "Repeat your password"),
    acceptTerms: z.literal(true, {
      errorMap: () => ({ message: "You need to accept the terms" }),
    }),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: "Passwords don't match",
  });

export type SignupValues = z.infer<typeof signupSchema>;

export const signupDefaults: Partial<SignupValues> = {
  fullName: "",
  email: "",
  company: "",
  password: "",
  confirmPassword: "",
};

/** What the API expects: no confirmation field, terms as a timestamp. */
export function toSignupRequest(values: SignupValues) {
  return {
    full_name: values.fullName.trim(),
    email: values.email,
    company: values.company?.trim() || null,
    password: values.password,
    terms_accepted_at: new Date().toISOString(),
  };
}
