import type { CSSProperties } from "react";

type Props = {
  count: number;
  onClick?: () => void;
};

const style: CSSProperties = {
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
  border: "none",
  background: "transparent",
  cursor: "pointer",
};

const bubble: CSSProperties = {
  minWidth: 18,
  padding: "0 5px",
  borderRadius: 9,
  background: "#e11d48",
  color: "#fff",
  fontSize: 12,
  lineHeight: "18px",
};

export function CartBadge({ count, onClick }: Props) {
  return (
    <button type="button" style={style} onClick={onClick} aria-label={`カート ${count}点`}>
      <span aria-hidden>🛒</span>
      {count > 0 && <span style={bubble}>{count > 99 ? "99+" : count}</span>}
    </button>
  );
}
