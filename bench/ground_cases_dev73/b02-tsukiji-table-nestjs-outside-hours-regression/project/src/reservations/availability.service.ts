import { Inject, Injectable } from '@nestjs/common';
import { addMinutes } from 'date-fns';
import { fromZonedTime, toZonedTime } from 'date-fns-tz';
import bookingConfig, { BookingConfig } from '../config/booking.config';
import { BookingError } from './booking.error';

export interface TableBooking {
  tableId: string;
  start: Date;
  end: Date;
}

@Injectable()
export class AvailabilityService {
  constructor(@Inject(bookingConfig.KEY) private readonly config: BookingConfig) {}

  private at(day: Date, hhmm: string): Date {
    const local = toZonedTime(day, this.config.timeZone);
    const [h, m] = hhmm.split(':').map(Number);
    local.setHours(h, m, 0, 0);
    return fromZonedTime(local, this.config.timeZone);
  }

  isWithinOpeningHours(start: Date, end: Date): boolean {
    const open = this.at(start, this.config.openAt);
    const close = this.at(start, this.config.closeAt);
    return start >= open && addMinutes(end, this.config.cleanupMinutes) <= close;
  }

  overlaps(a: TableBooking, b: TableBooking): boolean {
    const gap = this.config.cleanupMinutes;
    return a.tableId === b.tableId && a.start < addMinutes(b.end, gap) && b.start < addMinutes(a.end, gap);
  }

  assertBookable(candidate: TableBooking, existing: TableBooking[]): void {
    if (!this.isWithinOpeningHours(candidate.start, candidate.end)) {
      throw new BookingError('BOOKING_OUTSIDE_HOURS', 'outside opening hours');
    }
    const clash = existing.find((b) => this.overlaps(candidate, b));
    if (clash) {
      throw new BookingError('BOOKING_OVERLAP', `table ${clash.tableId} is taken`);
    }
  }

  endOf(start: Date): Date {
    return addMinutes(start, this.config.courseMinutes);
  }
}
