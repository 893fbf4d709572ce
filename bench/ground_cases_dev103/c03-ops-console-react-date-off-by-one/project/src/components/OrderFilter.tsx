import { useState } from "react";
import { addDays, formatDay, fromInputValue, startOfToday } from "../utils/date";

export interface FilterValue {
  from: Date;
  to: Date;
  status: string;
}

interface Props {
  onChange: (v: FilterValue) => void;
}

export function defaultFilter(): FilterValue {
  const today = startOfToday();
  return { from: addDays(today, -6), to: today, status: "" };
}

export function OrderFilter({ onChange }: Props) {
  const [value, setValue] = useState<FilterValue>(defaultFilter);

  const update = (patch: Partial<FilterValue>) => {
    const next = { ...value, ...patch };
    setValue(next);
    onChange(next);
  };

  return (
    <div className="order-filter">
      <label>
        从
        <input type="date" value={formatDay(value.from)}
          onChange={(e) => { const d = fromInputValue(e.target.value); if (d) update({ from: d }); }} />
      </label>
      <label>
        到
        <input type="date" value={formatDay(value.to)}
          onChange={(e) => { const d = fromInputValue(e.target.value); if (d) update({ to: d }); }} />
      </label>
      <select value={value.status} onChange={(e) => update({ status: e.target.value })}>
        <option value="">全部状态</option>
        <option value="paid">已支付</option>
        <option value="shipped">已发货</option>
        <option value="refunded">已退款</option>
      </select>
    </div>
  );
}
