import { useEffect, useState } from "react";
import { useDebounce } from "../hooks/useDebounce";

interface Props {
  categories: string[];
  onChange: (filters: { category?: string; maxPriceCents?: number }) => void;
}

export function FilterPanel({ categories, onChange }: Props) {
  const [category, setCategory] = useState<string>("");
  const [maxPrice, setMaxPrice] = useState<string>("");
  const debouncedPrice = useDebounce(maxPrice, 400);
  const applied = { category, maxPrice: debouncedPrice };

  useEffect(() => {
    const cents = applied.maxPrice ? Math.round(Number(applied.maxPrice) * 100) : undefined;
    onChange({ category: applied.category || undefined, maxPriceCents: cents });
  }, [applied.category, applied.maxPrice, onChange]);

  return (
    <div className="filters">
      <select value={category} onChange={(e) => setCategory(e.target.value)}>
        <option value="">All categories</option>
        {categories.map((c) => (
          <option key={c} value={c}>{c}</option>
        ))}
      </select>
      <input type="number" min="0" step="0.01" placeholder="Max price" value={maxPrice}
        onChange={(e) => setMaxPrice(e.target.value)} />
    </div>
  );
}
