import { Controller, Get, Param, ParseIntPipe, Query, UseGuards } from "@nestjs/common";
import { AdminGuard } from "../auth/admin.guard";
import { PaginationQueryDto } from "../common/pagination.dto";
import { OrdersService } from "./orders.service";

@Controller("admin/orders")
@UseGuards(AdminGuard)
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get()
  list(@Query() query: PaginationQueryDto) {
    return this.orders.findPage(query.page, query.limit);
  }

  @Get(":id")
  get(@Param("id", ParseIntPipe) id: number) {
    return this.orders.findOne(id);
  }
}
