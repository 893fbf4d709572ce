import { Body, Controller, Param, ParseIntPipe, Post, Req, UseGuards } from '@nestjs/common';

import { AuthGuard, AuthedRequest } from '../auth/auth.guard';
import { CreateReportDto } from './create-report.dto';
import { ReportsService } from './reports.service';

@Controller('reviews/:reviewId/reports')
@UseGuards(AuthGuard)
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post()
  async create(
    @Param('reviewId', ParseIntPipe) reviewId: number,
    @Body() dto: CreateReportDto,
    @Req() req: AuthedRequest,
  ) {
    const report = await this.reports.create(reviewId, req.user.id, dto);
    return { id: report.id, status: report.status };
  }
}
