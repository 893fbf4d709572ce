import type { CartLine } from "../types";

interface Props {
  lines: CartLine[];
  total: number;
  onRemove: (id: string) => void;
}

export function CartPanel({ lines, total, onRemove }: Props) {
  return (
    <aside className="cart">
      {lines.map((l) => (
        <div key={l.id} className="line">
          {l.name} × {l.qty}
          <button onClick={() => onRemove(l.id)}>删除</button>
        </div>
      ))}
      <strong>合计 ¥{total}</strong>
    </aside>
  );
}
