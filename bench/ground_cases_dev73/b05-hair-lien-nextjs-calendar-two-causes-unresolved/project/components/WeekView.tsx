import { Booking, groupByDay } from '@/lib/bookings';
import { WEEKDAYS, addDays, formatTime, toDateKey } from '@/lib/date';

type Props = {
  weekStart: Date;
  bookings: Booking[];
  onSelect: (b: Booking) => void;
};

export function WeekView({ weekStart, bookings, onSelect }: Props) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const byDay = groupByDay(bookings, toDateKey);

  return (
    <div className="grid grid-cols-7 gap-2">
      {days.map((day) => {
        const key = toDateKey(day);
        return (
          <section key={key} className="rounded border p-2">
            <h3 className={day.getDay() === 0 ? 'text-red-600' : ''}>
              {day.getMonth() + 1}/{day.getDate()}（{WEEKDAYS[day.getDay()]}）
            </h3>
            <ul>
              {(byDay.get(key) ?? []).map((b) => (
                <li key={b.id}>
                  <button onClick={() => onSelect(b)} className="text-left text-sm">
                    {formatTime(b.startsAt)} {b.customerName}（{b.menu} / {b.staffName}）
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
