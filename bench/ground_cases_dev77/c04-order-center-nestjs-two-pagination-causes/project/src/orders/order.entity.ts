import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('orders')
@Index(['merchantId', 'createdAt'])
export class Order {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  merchantId: number;

  @Column()
  status: string;

  @Column('numeric', { precision: 12, scale: 2 })
  amount: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
