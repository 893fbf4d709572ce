import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import zh from '../i18n/zh.json';
import { defaultSignupValues, signupSchema, type SignupInput, type SignupValues } from '../schemas/signup';
import PasswordStrength from './PasswordStrength';

type Props = { onSubmit: (values: SignupValues) => Promise<void> };

export default function SignupForm({ onSubmit }: Props) {
  const t = zh.signup;
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput, unknown, SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: defaultSignupValues,
    mode: 'onTouched',
  });

  const field = (name: keyof SignupInput, label: string, type = 'text') => (
    <label className="field">
      <span>{label}</span>
      <input type={type} aria-invalid={!!errors[name]} {...register(name)} />
      {errors[name] && <em role="alert">{errors[name]?.message as string}</em>}
    </label>
  );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      {field('username', t.username)}
      {field('email', t.email, 'email')}
      {field('phone', t.phone, 'tel')}
      {field('password', t.password, 'password')}
      <PasswordStrength value={watch('password') ?? ''} hint={t.passwordHint} />
      {field('confirmPassword', t.confirmPassword, 'password')}
      <label className="checkbox">
        <input type="checkbox" {...register('acceptTerms')} />
        <span>{t.acceptTerms}</span>
      </label>
      {errors.acceptTerms && <em role="alert">{errors.acceptTerms.message}</em>}
      <button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t.submitting : t.submit}
      </button>
    </form>
  );
}
