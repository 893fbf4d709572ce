import { Injectable } from '@nestjs/common';
import { AvailabilityService, TableBooking } from './availability.service';
import { CreateReservationDto } from './dto/create-reservation.dto';

export interface Reservation extends TableBooking {
  id: number;
  name: string;
  email: string;
  partySize: number;
  note?: string;
}

@Injectable()
export class ReservationsService {
  private seq = 0;
  private readonly rows: Reservation[] = [];

  constructor(private readonly availability: AvailabilityService) {}

  create(dto: CreateReservationDto): Reservation {
    const start = new Date(dto.start);
    const candidate = { tableId: dto.tableId, start, end: this.availability.endOf(start) };
    this.availability.assertBookable(candidate, this.rows);
    const row: Reservation = {
      ...candidate,
      id: ++this.seq,
      name: dto.name,
      email: dto.email,
      partySize: dto.partySize,
      note: dto.note,
    };
    this.rows.push(row);
    return row;
  }

  listForDay(day: string): Reservation[] {
    return this.rows.filter((r) => r.start.toISOString().startsWith(day));
  }

  cancel(id: number): void {
    const i = this.rows.findIndex((r) => r.id === id);
    if (i >= 0) this.rows.splice(i, 1);
  }
}
