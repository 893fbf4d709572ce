import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "../../components/TextField";
import { PasswordStrength } from "./PasswordStrength";
import { defaultSignupValues, signupSchema, type SignupInput } from "./schema";
import { useSignup } from "./useSignup";

type Props = {
  onDone: () => void;
};

export function SignupForm({ onDone }: Props) {
  const { t } = useTranslation();
  const { submit } = useSignup();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: defaultSignupValues,
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await submit(values);
    if (result.ok) {
      onDone();
      return;
    }
    if (result.error === "email_taken") {
      setError("email", { message: "validation:email.taken" }, { shouldFocus: true });
    } else {
      setError("root.server", { message: "validation:server" });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <h1>{t("title")}</h1>
      <TextField label={t("name")} autoComplete="name" error={errors.name} {...register("name")} />
      <TextField label={t("email")} type="email" autoComplete="email" error={errors.email} {...register("email")} />
      <TextField
        label={t("password")}
        type="password"
        autoComplete="new-password"
        hint={t("passwordHint")}
        error={errors.password}
        {...register("password")}
      />
      <PasswordStrength value={watch("password")} />
      <TextField
        label={t("passwordConfirm")}
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirm}
        {...register("passwordConfirm")}
      />
      <TextField label={t("phone")} type="tel" autoComplete="tel" error={errors.phone} {...register("phone")} />
      <label className="checkbox">
        <input type="checkbox" {...register("agree")} />
        {t("agree")}
      </label>
      {errors.agree?.message && <p className="error">{t(errors.agree.message)}</p>}
      {errors.root?.server && (
        <p className="error" role="alert">
          {t(errors.root.server.message ?? "validation:server")}
        </p>
      )}
      <button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("submitting") : t("submit")}
      </button>
    </form>
  );
}
