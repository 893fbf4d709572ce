import { forwardRef, useId, type InputHTMLAttributes } from "react";
import type { FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: FieldError;
  hint?: string;
};

export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, hint, id, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(" ") || undefined;

  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {hint && (
        <p id={`${inputId}-hint`} className="hint">
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={`${inputId}-error`} className="error" role="alert">
          {t(error.message)}
        </p>
      )}
    </div>
  );
});
