import { BookingCard } from "./BookingCard";
import type { CalendarBooking } from "@/lib/bookings";
import { formatHour, minutesSinceMidnight, sameDay, weekDays } from "@/lib/time";

const DAY_START_HOUR = 8;
const DAY_END_HOUR = 19;
const PX_PER_MINUTE = 1.2;

interface Props {
  weekStart: Date;
  bookings: CalendarBooking[];
}

export function WeekGrid({ weekStart, bookings }: Props) {
  const hours = Array.from({ length: DAY_END_HOUR - DAY_START_HOUR }, (_, i) => DAY_START_HOUR + i);
  const height = (DAY_END_HOUR - DAY_START_HOUR) * 60 * PX_PER_MINUTE;

  return (
    <div className="week-grid" style={{ display: "grid", gridTemplateColumns: "60px repeat(7, 1fr)" }}>
      <div className="hour-labels" style={{ position: "relative", height }}>
        {hours.map((h) => (
          <div key={h} style={{ position: "absolute", top: (h - DAY_START_HOUR) * 60 * PX_PER_MINUTE }}>
            {formatHour(h)}
          </div>
        ))}
      </div>
      {weekDays(weekStart).map((day) => (
        <div key={day.toISOString()} className="day-column" style={{ position: "relative", height, overflow: "hidden" }}>
          {bookings
            .filter((b) => sameDay(b.startsAt, day))
            .map((b) => {
              const top = (minutesSinceMidnight(b.startsAt) - DAY_START_HOUR * 60) * PX_PER_MINUTE;
              const h = (b.endsAt.getTime() - b.startsAt.getTime()) / 60000 * PX_PER_MINUTE;
              return <BookingCard key={b.id} booking={b} style={{ position: "absolute", top, height: h, left: 2, right: 2 }} />;
            })}
        </div>
      ))}
    </div>
  );
}
