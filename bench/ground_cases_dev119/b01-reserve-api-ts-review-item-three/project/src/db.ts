import { randomUUID } from "node:crypto";

export type Reservation = {
  id: string;
  roomId: string;
  customerId: string;
  start: Date;
  end: Date;
  status: "active" | "cancelled";
};

export type Customer = { id: string; name: string; email: string };

const reservations = new Map<string, Reservation>();
const customers = new Map<string, Customer>([
  ["c1", { id: "c1", name: "Sato Haruka", email: "haruka@example.com" }],
  ["c2", { id: "c2", name: "Ito Ren", email: "ren@example.com" }],
]);

function delay(ms = 5): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export const repo = {
  async listByRoom(roomId: string, day?: string): Promise<Reservation[]> {
    await delay();
    return [...reservations.values()].filter(
      (r) => r.roomId === roomId && (!day || r.start.toISOString().slice(0, 10) === day),
    );
  },
  async get(id: string): Promise<Reservation | undefined> {
    await delay();
    return reservations.get(id);
  },
  async insert(data: Omit<Reservation, "id" | "status">): Promise<Reservation> {
    await delay();
    const row: Reservation = { ...data, id: randomUUID(), status: "active" };
    reservations.set(row.id, row);
    return row;
  },
  async markCancelled(id: string): Promise<void> {
    await delay();
    const row = reservations.get(id);
    if (!row) throw new Error(`reservation ${id} not found`);
    row.status = "cancelled";
  },
  async customer(id: string): Promise<Customer | undefined> {
    await delay();
    return customers.get(id);
  },
};
