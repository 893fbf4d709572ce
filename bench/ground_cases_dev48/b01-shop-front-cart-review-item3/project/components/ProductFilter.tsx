"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTransition, type ChangeEvent } from "react";
import type { Category } from "@/types/product";

type Props = {
  categories: Category[];
};

const PRICE_RANGES = [
  { value: "", label: "指定なし" },
  { value: "0-1000", label: "〜1,000円" },
  { value: "1000-3000", label: "1,000〜3,000円" },
  { value: "3000-", label: "3,000円〜" },
];

export function ProductFilter({ categories }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [isPending, startTransition] = useTransition();

  const category = searchParams.get("category") ?? "";
  const range = [searchParams.get("min") ?? "", searchParams.get("max") ?? ""].join("-");
  const currentRange = PRICE_RANGES.some((r) => r.value === range) ? range : "";

  function update(next: Record<string, string | undefined>) {
    const params = new URLSearchParams(searchParams.toString());
    for (const [key, value] of Object.entries(next)) {
      if (value) params.set(key, value);
      else params.delete(key);
    }
    const qs = params.toString();
    startTransition(() => router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false }));
  }

  function onRangeChange(e: ChangeEvent<HTMLSelectElement>) {
    const [min, max] = e.target.value.split("-");
    update({ min: min || undefined, max: max || undefined });
  }

  return (
    <form className="product-filter" aria-busy={isPending} onSubmit={(e) => e.preventDefault()}>
      <label>
        カテゴリ
        <select name="category" value={category} onChange={(e) => update({ category: e.target.value })}>
          <option value="">すべて</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        価格帯
        <select name="price" value={currentRange} onChange={onRangeChange}>
          {PRICE_RANGES.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
