import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import { ReportReason } from './report.entity';

export class CreateReportDto {
  @IsIn(['spam', 'harassment', 'illegal', 'other'])
  reason!: ReportReason;

  @IsOptional()
  @IsString()
  @MaxLength(1000)
  comment?: string;
}
