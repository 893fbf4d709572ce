import { memo } from "react";
import { formatPrice } from "../lib/money";
import type { CartLine } from "../types";

type Props = {
  line: CartLine;
  onQtyChange: (sku: string, qty: number) => void;
};

function LineItemRowImpl({ line, onQtyChange }: Props) {
  return (
    <li className="line-item">
      <span className="line-item__name">{line.name}</span>
      <input
        className="line-item__qty"
        type="number"
        min={0}
        max={99}
        value={line.qty}
        aria-label={`Quantity of ${line.name}`}
        onChange={(e) => onQtyChange(line.sku, Number(e.target.value))}
      />
      <span className="line-item__price">{formatPrice(line.unitPriceCents * line.qty)}</span>
    </li>
  );
}

export const LineItemRow = memo(LineItemRowImpl);
