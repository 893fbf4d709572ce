import type { CSSProperties } from "react";
import type { CalendarBooking } from "@/lib/bookings";

interface Props {
  booking: CalendarBooking;
  style?: CSSProperties;
}

function hhmm(d: Date): string {
  return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
}

export function BookingCard({ booking, style }: Props) {
  return (
    <div
      className="booking-card"
      style={{ ...style, background: booking.stylist.color, borderRadius: 4, padding: "2px 4px", fontSize: 12 }}
      title={`${booking.clientName}, ${booking.service}`}
    >
      <strong>{hhmm(booking.startsAt)}</strong> {booking.clientName}
      <div>{booking.service}</div>
      <div className="stylist">{booking.stylist.fullName.split(" ")[0]}</div>
    </div>
  );
}
