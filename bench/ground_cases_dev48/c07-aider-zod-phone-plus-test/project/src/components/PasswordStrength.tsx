import { passwordScore } from '../lib/validators';

const LABELS = ['弱', '一般', '较强', '强'] as const;
const COLORS = ['#ef4444', '#f59e0b', '#84cc16', '#22c55e'] as const;

type Props = { value: string; hint: string };

export default function PasswordStrength({ value, hint }: Props) {
  if (!value) {
    return <p className="pw-hint">{hint}</p>;
  }
  const score = passwordScore(value);
  return (
    <div className="pw-strength" aria-live="polite">
      <div className="pw-bars">
        {[0, 1, 2].map((i) => (
          <span
            key={i}
            className="pw-bar"
            style={{ background: i < score ? COLORS[score] : '#e5e7eb' }}
          />
        ))}
      </div>
      <span className="pw-label" style={{ color: COLORS[score] }}>
        密码强度：{LABELS[score]}
      </span>
    </div>
  );
}
