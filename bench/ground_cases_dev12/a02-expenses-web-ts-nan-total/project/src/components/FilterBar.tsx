import { CATEGORIES, type Category } from "../lib/api";

export interface Filters {
  category: Category | "all";
  search: string;
  month: string; // YYYY-MM
}

export const EMPTY_FILTERS: Omit<Filters, "month"> = { category: "all", search: "" };

const LABELS: Record<Category, string> = {
  travel: "Travel",
  meals: "Meals",
  software: "Software",
  hardware: "Hardware",
  other: "Other",
};

interface Props {
  value: Filters;
  onChange: (next: Filters) => void;
}

export function FilterBar({ value, onChange }: Props) {
  return (
    <div className="filter-bar">
      <label>
        Month
        <input type="month" value={value.month} onChange={(e) => onChange({ ...value, month: e.target.value })} />
      </label>
      <label>
        Category
        <select
          value={value.category}
          onChange={(e) => onChange({ ...value, category: e.target.value as Filters["category"] })}
        >
          <option value="all">All</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {LABELS[c]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Search
        <input
          type="search"
          placeholder="Title or person"
          value={value.search}
          onChange={(e) => onChange({ ...value, search: e.target.value })}
        />
      </label>
      <button type="button" onClick={() => onChange({ ...EMPTY_FILTERS, month: value.month })}>
        Reset
      </button>
    </div>
  );
}
