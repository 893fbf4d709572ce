import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Appointment } from './appointment.entity';

export interface CreateAppointmentDto {
  customerName: string;
  phone: string;
  stylistId: number;
  service: string;
  startsAt: string; // ISO 8601 with offset, from the mini program
  durationMinutes?: number;
}

@Injectable()
export class AppointmentsService {
  constructor(@InjectRepository(Appointment) private readonly repo: Repository<Appointment>) {}

  create(dto: CreateAppointmentDto): Promise<Appointment> {
    const appt = this.repo.create({
      ...dto,
      startsAt: new Date(dto.startsAt),
      durationMinutes: dto.durationMinutes ?? 60,
      source: 'miniapp',
    });
    return this.repo.save(appt);
  }

  findByPhone(phone: string, limit = 20): Promise<Appointment[]> {
    return this.repo.find({ where: { phone }, order: { startsAt: 'DESC' }, take: Math.min(limit, 100) });
  }

  findOne(id: number): Promise<Appointment | null> {
    return this.repo.findOneBy({ id });
  }
}
