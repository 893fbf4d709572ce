import { Column, Entity, PrimaryColumn, VersionColumn } from 'typeorm';

@Entity('stock_items')
export class StockItem {
  @PrimaryColumn()
  sku!: string;

  @Column('int')
  onHand!: number;

  @Column('int', { default: 0 })
  reserved!: number;

  @VersionColumn()
  version!: number;

  get available(): number {
    return this.onHand - this.reserved;
  }
}
