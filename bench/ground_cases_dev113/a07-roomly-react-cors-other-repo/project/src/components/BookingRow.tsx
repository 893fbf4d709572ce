import { Booking } from "../api/client";

interface Props {
  booking: Booking;
  onCancel: () => void;
}

function hhmm(iso: string): string {
  const d = new Date(iso);
  return d.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
}

export function BookingRow({ booking, onCancel }: Props) {
  const mine = booking.owner === "me";
  return (
    <li className={mine ? "booking mine" : "booking"}>
      <span className="time">
        {hhmm(booking.startsAt)}–{hhmm(booking.endsAt)}
      </span>
      <span className="room">{booking.room}</span>
      {mine && (
        <button type="button" onClick={onCancel}>
          cancel
        </button>
      )}
    </li>
  );
}

export function BookingRowSkeleton() {
  return (
    <li className="booking skeleton">
      <span className="time">--:--</span>
    </li>
  );
}
