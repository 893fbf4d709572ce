import { IsInt, IsString, Max, Min } from 'class-validator';

export class ReserveDto {
  @IsString()
  skuId!: string;

  @IsString()
  cartId!: string;

  @IsInt()
  @Min(1)
  @Max(99)
  qty: number = 1;
}

export class ReleaseDto {
  @IsString()
  reservationId!: string;
}
