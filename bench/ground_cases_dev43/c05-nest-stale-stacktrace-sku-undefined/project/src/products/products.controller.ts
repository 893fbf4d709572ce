import { Body, Controller, Get, Param, ParseIntPipe, Put, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import { Public } from '../auth/public.decorator';
import { UpdateProductDto } from './dto/update-product.dto';
import { ProductsService, ProductDetail } from './products.service';

@ApiTags('products')
@Controller('products')
export class ProductsController {
  constructor(private readonly productsService: ProductsService) {}

  @Public()
  @Get(':id')
  detail(@Param('id', ParseIntPipe) id: number): Promise<ProductDetail> {
    return this.productsService.getDetail(id);
  }

  @UseGuards(AdminGuard)
  @Put(':id')
  async update(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateProductDto): Promise<{ ok: true }> {
    await this.productsService.update(id, dto);
    return { ok: true };
  }
}
