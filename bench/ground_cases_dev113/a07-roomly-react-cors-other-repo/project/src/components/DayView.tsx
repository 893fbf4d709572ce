import { useEffect, useState } from "react";
import { api, Booking } from "../api/client";
import { BookingRow } from "./BookingRow";

interface Props {
  day: string;
}

export function DayView({ day }: Props) {
  const [bookings, setBookings] = useState<Booking[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    setError(null);
    setBookings([]);
    api
      .bookings(day)
      .then((rows) => {
        if (!cancelled) setBookings(rows);
      })
      .catch((e) => {
        if (!cancelled) setError(String(e));
      });
    return () => {
      cancelled = true;
    };
  }, [day]);

  if (error) return <p className="error">Could not load bookings: {error}</p>;
  return (
    <ul className="day">
      {bookings.map((b) => (
        <BookingRow key={b.id} booking={b} onCancel={() => api.cancel(b.id)} />
      ))}
    </ul>
  );
}
