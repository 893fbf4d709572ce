import { Type } from "class-transformer";
import { IsInt, IsOptional, Max, Min } from "class-validator";

/** The mobile app's feed query: ?page=0 is the first page (their client is 0-based). */
export class MobileFeedQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  page: number = 0;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(50)
  size: number = 20;
}
