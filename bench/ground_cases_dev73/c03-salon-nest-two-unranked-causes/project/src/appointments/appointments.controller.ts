import { Body, Controller, Get, NotFoundException, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { AppointmentsService, CreateAppointmentDto } from './appointments.service';

@Controller('appointments')
export class AppointmentsController {
  constructor(private readonly appointments: AppointmentsService) {}

  @Post()
  create(@Body() dto: CreateAppointmentDto) {
    return this.appointments.create(dto);
  }

  @Get()
  byPhone(@Query('phone') phone: string, @Query('limit') limit?: string) {
    return this.appointments.findByPhone(phone, limit ? Number(limit) : undefined);
  }

  @Get(':id')
  async one(@Param('id', ParseIntPipe) id: number) {
    const appt = await this.appointments.findOne(id);
    if (!appt) {
      throw new NotFoundException();
    }
    return appt;
  }
}
