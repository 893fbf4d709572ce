import { addDays, parseYmd } from "../utils/date";

export interface Reservation {
  id: number;
  shopId: number;
  customerName: string;
  startsAt: Date;
  partySize: number;
  status: "booked" | "cancelled" | "done";
}

export interface ReservationRepo {
  findByShop(shopId: number, from: Date, to: Date): Promise<Reservation[]>;
  findByCustomer(customerId: number): Promise<Reservation[]>;
}

export class ReservationService {
  constructor(private readonly repo: ReservationRepo) {}

  async listForShop(shopId: number, fromYmd: string, days = 7): Promise<Reservation[]> {
    const from = parseYmd(fromYmd);
    const to = addDays(from, days);
    const rows = await this.repo.findByShop(shopId, from, to);
    return rows
      .filter((r) => r.status !== "cancelled")
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  }

  async upcomingForCustomer(customerId: number, now = new Date()): Promise<Reservation[]> {
    const rows = await this.repo.findByCustomer(customerId);
    return rows.filter((r) => r.status === "booked" && r.startsAt.getTime() >= now.getTime());
  }
}
