import { useEffect, useState } from "react";

export interface Room {
  id: number;
  name: string;
  floor: string;
  seats: number;
  hasScreen: boolean;
}

export interface Booking {
  id: number;
  roomName: string;
  subject: string;
  organizer: string;
  start: string;
  end: string;
}

export function useRooms(): Room[] {
  const [rooms, setRooms] = useState<Room[]>([]);
  useEffect(() => {
    fetch("/api/rooms").then((r) => r.json()).then(setRooms);
  }, []);
  return rooms;
}

export function useBookings(roomId: number | null): Booking[] {
  const [items, setItems] = useState<Booking[]>([]);
  useEffect(() => {
    const q = roomId ? `?roomId=${roomId}` : "";
    fetch(`/api/bookings${q}`).then((r) => r.json()).then(setItems);
  }, [roomId]);
  return items;
}
