import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ProductService } from './product.service';

@Controller('products')
export class ProductController {
  constructor(private readonly products: ProductService) {}

  @Get(':id')
  detail(@Param('id', ParseIntPipe) id: number) {
    return this.products.getDetail(id);
  }
}
