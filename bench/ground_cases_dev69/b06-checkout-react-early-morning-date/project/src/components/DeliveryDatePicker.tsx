import { addDays, labelWithWeekday } from "../lib/date";
import { LEAD_DAYS, RANGE_DAYS } from "../lib/validation";

type Props = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  now?: Date;
};

/** 配送希望日。注文日の2日後から14日後まで選べる。 */
export function DeliveryDatePicker({ value, onChange, error, now = new Date() }: Props) {
  const options = [];
  for (let i = LEAD_DAYS; i <= RANGE_DAYS; i++) {
    const d = addDays(now, i);
    options.push({ value: d.toISOString().slice(0, 10), label: labelWithWeekday(d) });
  }
  return (
    <div className="field">
      <label htmlFor="deliveryDate">配送希望日</label>
      <select id="deliveryDate" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">指定なし</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && <p className="error">{error}</p>}
    </div>
  );
}
