import { Controller, Get, Param, ParseIntPipe, Post, Query } from "@nestjs/common";
import { OrderStatus } from "./order.entity";
import { OrderService } from "./order.service";

@Controller("api/orders")
export class OrderController {
  constructor(private readonly service: OrderService) {}

  @Get()
  list(@Query("page") page = "1", @Query("status") status?: OrderStatus) {
    return this.service.list(Math.max(1, Number(page) || 1), status);
  }

  @Post(":id/confirm")
  async confirm(@Param("id", ParseIntPipe) id: number) {
    await this.service.confirm(id);
    return { ok: true };
  }
}
