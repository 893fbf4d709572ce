import { CacheInterceptor, CacheKey } from '@nestjs/cache-manager';
import { Controller, DefaultValuePipe, Get, Headers, ParseIntPipe, Query, UseInterceptors } from '@nestjs/common';
import { OrdersService, OrderPage } from './orders.service';

@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get()
  @UseInterceptors(CacheInterceptor)
  @CacheKey('orders:list')
  list(
    @Headers('x-merchant-id') merchantId: string,
    @Query('cursor') cursor?: string,
    @Query('limit', new DefaultValuePipe(20), ParseIntPipe) limit = 20,
    @Query('status') status?: string,
  ): Promise<OrderPage> {
    return this.orders.list(Number(merchantId), cursor, Math.min(limit, 100), status);
  }
}
