"use client";

import { useMemo, useState } from "react";
import { availableSlots, deliveryDates } from "@/lib/deliverySlots";
import { formatDateJa } from "@/lib/format";

type Props = {
  now?: Date;
  onChange: (value: { date: string; slotId: string | null }) => void;
};

export default function DeliverySlotPicker({ now = new Date(), onChange }: Props) {
  const dates = useMemo(() => deliveryDates(now), [now]);
  const [date, setDate] = useState(dates[0]);
  const [slotId, setSlotId] = useState<string | null>(null);
  const slots = availableSlots(now);

  return (
    <fieldset className="delivery-slot">
      <legend>お届け希望日時</legend>
      <select value={date} onChange={(e) => { setDate(e.target.value); onChange({ date: e.target.value, slotId }); }}>
        {dates.map((d) => (
          <option key={d} value={d}>{formatDateJa(d)}</option>
        ))}
      </select>
      <select value={slotId ?? ""} onChange={(e) => { const v = e.target.value || null; setSlotId(v); onChange({ date, slotId: v }); }}>
        <option value="">指定なし</option>
        {slots.map((s) => (
          <option key={s.id} value={s.id}>{s.label}</option>
        ))}
      </select>
    </fieldset>
  );
}
