interface Props {
  size?: "small" | "large";
  label?: string;
}

export function Spinner({ size = "large", label = "Loading…" }: Props) {
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
