import { useState } from "react";
import dayjs from "dayjs";
import { createBooking } from "../api/bookings";
import { GuestCounter } from "./GuestCounter";

type Props = { roomId: string; onDone: (id: string) => void };

export function BookingForm({ roomId, onDone }: Props) {
  const [checkIn, setCheckIn] = useState("");
  const [checkOut, setCheckOut] = useState("");
  const [guests, setGuests] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const nights = checkIn && checkOut ? dayjs(checkOut).diff(dayjs(checkIn), "day") : 0;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (nights <= 0) {
      setError("チェックアウトはチェックインより後にしてください");
      return;
    }
    setSaving(true);
    try {
      const res = await createBooking({ roomId, checkIn, checkOut, guests });
      onDone(res.id);
    } catch (err) {
      const msg = String(err);
      setError(msg.includes("HTTP 409") ? "その日程はすでに満室です" : "予約に失敗しました。時間をおいて再度お試しください");
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="booking-form">
      <label>
        チェックイン
        <input type="date" value={checkIn} onChange={(e) => setCheckIn(e.target.value)} />
      </label>
      <label>
        チェックアウト
        <input type="date" value={checkOut} onChange={(e) => setCheckOut(e.target.value)} />
      </label>
      <GuestCounter value={guests} onChange={setGuests} />
      {nights > 0 && <p className="nights">{nights}泊</p>}
      {error && <p className="error">{error}</p>}
      <button type="submit" disabled={saving}>予約する</button>
    </form>
  );
}
