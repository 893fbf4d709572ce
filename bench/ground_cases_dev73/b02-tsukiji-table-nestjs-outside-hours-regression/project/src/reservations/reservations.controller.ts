import { Body, Controller, Delete, Get, HttpException, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { BookingError, httpStatusFor } from './booking.error';
import { CreateReservationDto } from './dto/create-reservation.dto';
import { ReservationsService } from './reservations.service';

@Controller('reservations')
export class ReservationsController {
  constructor(private readonly reservations: ReservationsService) {}

  @Post()
  create(@Body() dto: CreateReservationDto) {
    try {
      return this.reservations.create(dto);
    } catch (e) {
      if (e instanceof BookingError) {
        throw new HttpException({ code: e.code, message: e.message }, httpStatusFor(e.code));
      }
      throw e;
    }
  }

  @Get()
  list(@Query('day') day: string) {
    return this.reservations.listForDay(day);
  }

  @Delete(':id')
  cancel(@Param('id', ParseIntPipe) id: number) {
    this.reservations.cancel(id);
    return { ok: true };
  }
}
