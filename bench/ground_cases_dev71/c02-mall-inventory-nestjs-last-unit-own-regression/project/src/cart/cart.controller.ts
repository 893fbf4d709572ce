import { Body, Controller, Delete, Param, Post } from '@nestjs/common';

import { CartService } from './cart.service';
import { ReserveDto } from './reserve.dto';

@Controller('cart')
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Post('items')
  add(@Body() dto: ReserveDto) {
    return this.cart.addItem(dto);
  }

  @Delete('items/:reservationId')
  remove(@Param('reservationId') reservationId: string) {
    return this.cart.removeItem(reservationId);
  }
}
