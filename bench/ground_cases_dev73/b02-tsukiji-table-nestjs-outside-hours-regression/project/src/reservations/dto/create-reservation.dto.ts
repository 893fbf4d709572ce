import { IsEmail, IsISO8601, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';

export class CreateReservationDto {
  @IsString()
  tableId!: string;

  @IsISO8601()
  start!: string;

  @IsInt()
  @Min(1)
  @Max(8)
  partySize!: number;

  @IsString()
  name!: string;

  @IsEmail()
  email!: string;

  @IsOptional()
  @IsString()
  note?: string;
}
