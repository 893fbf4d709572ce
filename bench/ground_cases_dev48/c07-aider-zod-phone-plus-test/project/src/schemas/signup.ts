import { z } from 'zod';
import { isStrongPassword, isValidUsername, normalizePhone, PASSWORD_MIN } from '../lib/validators';
import zh from '../i18n/zh.json';

const t = zh.signup;

export const signupSchema = z
  .object({
    username: z.string().trim().refine(isValidUsername, t.usernameInvalid),
    email: z.string().trim().email(t.emailInvalid),
    phone: z
      .string()
      .transform(normalizePhone)
      .pipe(z.string().regex(/^\+?\d{8,15}$/, t.phoneInvalid)),
    password: z
      .string()
      .min(PASSWORD_MIN, t.passwordTooShort)
      .refine(isStrongPassword, t.passwordWeak),
    confirmPassword: z.string(),
    acceptTerms: z.literal(true, { errorMap: () => ({ message: t.mustAcceptTerms }) }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: t.passwordMismatch,
    path: ['confirmPassword'],
  });

export type SignupInput = z.input<typeof signupSchema>;
export type SignupValues = z.output<typeof signupSchema>;

export const defaultSignupValues: SignupInput = {
  username: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false as unknown as true,
};
