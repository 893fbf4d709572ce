import { Body, Controller, Param, Post, ValidationPipe } from "@nestjs/common";
import { CreateRefundDto } from "./refund.dto";
import { RefundService } from "./refund.service";

@Controller("orders/:orderId/refunds")
export class RefundController {
  constructor(private readonly refunds: RefundService) {}

  @Post()
  async create(
    @Param("orderId") orderId: string,
    @Body(new ValidationPipe({ whitelist: true })) dto: CreateRefundDto,
  ) {
    const result = await this.refunds.refundLines(orderId, dto.lines, dto.reason);
    return { refundId: result.refundId, amount: result.amount };
  }
}
