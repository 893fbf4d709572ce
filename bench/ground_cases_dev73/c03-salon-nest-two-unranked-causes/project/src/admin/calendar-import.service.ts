import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { parse } from 'csv-parse/sync';
import { Repository } from 'typeorm';
import { Appointment } from '../appointments/appointment.entity';

interface CsvRow {
  name: string;
  phone: string;
  stylist: string;
  service: string;
  start: string; // "2024-05-18 10:00" as typed by the front desk
  minutes: string;
}

/** Front desk exports the paper calendar to CSV once a week; this loads it. */
@Injectable()
export class CalendarImportService {
  private readonly logger = new Logger(CalendarImportService.name);

  constructor(@InjectRepository(Appointment) private readonly repo: Repository<Appointment>) {}

  async importCsv(csv: string): Promise<number> {
    const rows: CsvRow[] = parse(csv, { columns: true, skip_empty_lines: true, trim: true });
    const appts = rows.map((row) =>
      this.repo.create({
        customerName: row.name,
        phone: row.phone,
        stylistId: Number(row.stylist),
        service: row.service,
        // front desk types Beijing time; shift it to UTC
        startsAt: new Date(Date.parse(row.start.replace(' ', 'T') + 'Z') - 8 * 3600_000),
        durationMinutes: Number(row.minutes) || 60,
        source: 'admin_import',
      }),
    );
    await this.repo.save(appts);
    this.logger.log(`imported ${appts.length} appointments`);
    return appts.length;
  }
}
