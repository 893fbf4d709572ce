import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router-dom";

import { signup } from "../../api/auth";
import { PasswordField } from "./PasswordField";
import { PASSWORD_MIN, signupDefaults, signupSchema, toSignupRequest, type SignupValues } from "./schema";

export function SignupForm() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: signupDefaults,
    mode: "onTouched",
  });

  const onSubmit = async (values: SignupValues) => {
    try {
      await signup(toSignupRequest(values));
      navigate("/welcome");
    } catch (err) {
      setError("root.server", { message: (err as Error).message });
    }
  };

  return (
    <form className="signup" onSubmit={handleSubmit(onSubmit)} noValidate>
      <h1>Create your account</h1>

      <div className="field">
        <label htmlFor="fullName">Full name</label>
        <input id="fullName" autoComplete="name" {...register("fullName")} />
        {errors.fullName && <p className="field__error">{errors.fullName.message}</p>}
      </div>

      <div className="field">
        <label htmlFor="email">Work email</label>
        <input id="email" type="email" autoComplete="email" {...register("email")} />
        {errors.email && <p className="field__error">{errors.email.message}</p>}
      </div>

      <div className="field">
        <label htmlFor="company">Company (optional)</label>
        <input id="company" autoComplete="organization" {...register("company")} />
      </div>

      <PasswordField
        label="Password"
        registration={register("password")}
        error={errors.password}
        hint={`At least ${PASSWORD_MIN} characters, with a letter and a number`}
      />
      <PasswordField label="Repeat password" registration={register("confirmPassword")} error={errors.confirmPassword} />

      <label className="checkbox">
        <input type="checkbox" {...register("acceptTerms")} />
        I accept the <a href="/terms">terms of service</a>
      </label>
      {errors.acceptTerms && <p className="field__error">{errors.acceptTerms.message}</p>}

      {errors.root?.server && (
        <p role="alert" className="form__error">
          {errors.root.server.message}
        </p>
      )}

      <button type="submit" className="button button--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? "Creating account..." : "Create account"}
      </button>
    </form>
  );
}
