import { STATUS_LABELS, type OrderFilters as Filters, type OrderStatus } from "../api/orders";

interface Props {
  value: Filters;
  onChange: (next: Filters) => void;
}

const STATUSES = Object.keys(STATUS_LABELS) as OrderStatus[];

export function OrderFilters({ value, onChange }: Props) {
  return (
    <div className="filters">
      <label>
        ステータス
        <select
          value={value.status ?? ""}
          onChange={(e) =>
            onChange({ ...value, status: e.target.value ? (e.target.value as OrderStatus) : undefined })
          }
        >
          <option value="">すべて</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <label>
        キーワード
        <input
          type="search"
          value={value.keyword ?? ""}
          placeholder="注文番号・顧客名"
          onChange={(e) => onChange({ ...value, keyword: e.target.value || undefined })}
        />
      </label>
      <label>
        期間
        <input type="date" value={value.from ?? ""} onChange={(e) => onChange({ ...value, from: e.target.value || undefined })} />
        〜
        <input type="date" value={value.to ?? ""} onChange={(e) => onChange({ ...value, to: e.target.value || undefined })} />
      </label>
    </div>
  );
}
