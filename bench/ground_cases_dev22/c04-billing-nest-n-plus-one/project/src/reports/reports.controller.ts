import { Controller, Get, ParseIntPipe, Query } from '@nestjs/common';
import { MonthlyRow, ReportsService } from './reports.service';

@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('monthly')
  monthly(
    @Query('year', ParseIntPipe) year: number,
    @Query('month', ParseIntPipe) month: number,
  ): Promise<MonthlyRow[]> {
    return this.reports.monthly(year, month);
  }
}
