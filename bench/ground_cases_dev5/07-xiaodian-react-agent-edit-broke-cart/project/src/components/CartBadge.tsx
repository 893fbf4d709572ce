import type { CartLine } from "../types";

export function CartBadge({ lines }: { lines: CartLine[] }) {
  const count = lines.reduce((n, l) => n + l.qty, 0);
  return <span className="badge">{count}</span>;
}
