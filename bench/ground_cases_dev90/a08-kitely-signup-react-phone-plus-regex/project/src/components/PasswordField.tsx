import { useId, useRef, useState } from "react";

type Props = { value: string; onChange: (value: string) => void };

export function PasswordField({ value, onChange }: Props) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  function toggle() {
    setShown((s) => !s);
    inputRef.current?.focus();
  }

  return (
    <div className="field">
      <label htmlFor={id}>Password</label>
      <div className="field__row">
        <input
          ref={inputRef}
          id={id}
          type={shown ? "text" : "password"}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="new-password"
          minLength={10}
        />
        <button type="button" onClick={toggle} aria-pressed={shown} aria-controls={id}>
          {shown ? "Hide" : "Show"}
        </button>
      </div>
    </div>
  );
}
