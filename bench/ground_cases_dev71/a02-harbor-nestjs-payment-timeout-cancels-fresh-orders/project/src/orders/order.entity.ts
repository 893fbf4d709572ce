import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { OrderStatus } from './order-status';

@Entity('orders')
export class Order {
  @PrimaryColumn()
  id!: string;

  @Column()
  customerEmail!: string;

  @Column({ type: 'varchar' })
  status!: OrderStatus;

  @Column({ type: 'varchar', nullable: true })
  cancelReason!: string | null;

  @Column('int')
  totalCents!: number;

  @Column({ nullable: true })
  paymentIntentId?: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
