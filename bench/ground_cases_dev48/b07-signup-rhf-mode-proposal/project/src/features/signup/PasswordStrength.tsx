type Props = {
  value: string;
};

function score(value: string): 0 | 1 | 2 | 3 {
  let s = 0;
  if (value.length >= 8) s++;
  if (/[A-Za-z]/.test(value) && /\d/.test(value)) s++;
  if (value.length >= 12 || /[^A-Za-z0-9]/.test(value)) s++;
  return s as 0 | 1 | 2 | 3;
}

const LABELS = ["", "弱い", "普通", "強い"] as const;

export function PasswordStrength({ value }: Props) {
  if (!value) return null;
  const s = score(value);

  return (
    <div className="strength" aria-live="polite">
      <div className="strength-bar">
        {[1, 2, 3].map((i) => (
          <span key={i} className={i <= s ? `on level-${s}` : ""} />
        ))}
      </div>
      <span className="strength-label">パスワードの強さ: {LABELS[s] || "弱い"}</span>
    </div>
  );
}
