import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';

import { CartController } from './cart/cart.controller';
import { CartService } from './cart/cart.service';
import { InventoryRepository } from './inventory/inventory.repository';
import { InventoryService } from './inventory/inventory.service';
import { ReleaseExpiredJob } from './jobs/release-expired.job';
import { ProductController } from './products/product.controller';

@Module({
  imports: [ScheduleModule.forRoot()],
  controllers: [CartController, ProductController],
  providers: [CartService, InventoryRepository, InventoryService, ReleaseExpiredJob],
})
export class AppModule {}
