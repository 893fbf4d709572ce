import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InventoryService } from './inventory.service';
import { Reservation } from './reservation.entity';
import { StockItem } from './stock-item.entity';

@Module({
  imports: [TypeOrmModule.forFeature([StockItem, Reservation])],
  providers: [InventoryService],
  exports: [InventoryService],
})
export class InventoryModule {}
