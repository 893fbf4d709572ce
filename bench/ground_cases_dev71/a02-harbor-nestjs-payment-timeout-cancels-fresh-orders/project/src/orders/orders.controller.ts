import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { OrdersService } from './orders.service';

class CancelDto {
  reason!: string;
}

@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get(':id')
  get(@Param('id') id: string) {
    return this.orders.get(id);
  }

  @Post(':id/cancel')
  cancel(@Param('id') id: string, @Body() body: CancelDto) {
    return this.orders.cancel(id, body.reason || 'cancelled_by_staff');
  }
}
