import { useState } from "react";
import TopNav from "./components/TopNav";
import RoomCard from "./components/RoomCard";
import BookingTable from "./components/BookingTable";
import Modal from "./components/Modal";
import { useRooms, useBookings } from "./api";

export default function App() {
  const rooms = useRooms();
  const [roomId, setRoomId] = useState<number | null>(null);
  const bookings = useBookings(roomId);
  const [creating, setCreating] = useState(false);

  return (
    <>
      <TopNav onNewBooking={() => setCreating(true)} />
      <main className="layout">
        <aside className="sidebar">
          {rooms.map((r) => (
            <RoomCard key={r.id} room={r} active={r.id === roomId} onClick={() => setRoomId(r.id)} />
          ))}
        </aside>
        <section className="content">
          <BookingTable bookings={bookings} />
        </section>
      </main>
      {creating && <Modal title="预订会议室" onClose={() => setCreating(false)} />}
    </>
  );
}
