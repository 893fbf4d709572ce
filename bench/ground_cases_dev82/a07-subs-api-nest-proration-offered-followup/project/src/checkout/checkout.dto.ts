import { IsEmail, IsIn, IsOptional, IsString } from "class-validator";

export class CreateCheckoutDto {
  @IsEmail()
  email!: string;

  @IsIn(["basic", "pro", "team"])
  planId!: "basic" | "pro" | "team";

  @IsOptional()
  @IsString()
  successUrl?: string;

  @IsOptional()
  @IsString()
  cancelUrl?: string;

  @IsOptional()
  @IsString()
  promoCode?: string;
}
