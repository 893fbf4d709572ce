import { ChangeEvent, useEffect, useState } from "react";
import { MAX_QTY } from "../cart/types";

interface Props {
  sku: string;
  qty: number;
  onChange: (sku: string, qty: number) => void;
}

export function QtyInput({ sku, qty, onChange }: Props) {
  const [draft, setDraft] = useState(String(qty));

  useEffect(() => {
    setDraft(String(qty));
  }, [qty]);

  function handleChange(e: ChangeEvent<HTMLInputElement>) {
    setDraft(e.target.value);
  }

  function commit() {
    const next = Number.parseInt(draft, 10);
    if (Number.isNaN(next)) {
      setDraft(String(qty));
      return;
    }
    onChange(sku, next);
  }

  return (
    <input
      aria-label={`Quantity for ${sku}`}
      type="number"
      min={0}
      max={MAX_QTY}
      value={draft}
      onChange={handleChange}
      onBlur={commit}
      onKeyDown={(e) => e.key === "Enter" && commit()}
    />
  );
}
