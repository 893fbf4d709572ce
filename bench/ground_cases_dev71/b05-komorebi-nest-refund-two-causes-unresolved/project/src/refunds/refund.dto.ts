import { IsArray, IsInt, IsString, Min, ValidateNested } from "class-validator";
import { Type } from "class-transformer";

export class RefundLineDto {
  @IsString()
  lineId!: string;

  @IsInt()
  @Min(1)
  quantity!: number;
}

export class CreateRefundDto {
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => RefundLineDto)
  lines!: RefundLineDto[];

  @IsString()
  reason!: string;
}
