import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from "typeorm";
import { Customer } from "../customers/customer.entity";

export type OrderStatus = "draft" | "confirmed" | "shipped" | "closed";

@Entity({ name: "orders" })
export class Order {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ length: 32, unique: true })
  orderNo!: string;

  @Column()
  customerId!: number;

  @ManyToOne(() => Customer, (customer) => customer.orders)
  @JoinColumn({ name: "customerId" })
  customer!: Customer;

  @Column({ type: "varchar", length: 16, default: "draft" })
  status!: OrderStatus;

  @Column({ type: "bigint", default: 0 })
  amountFen!: string;

  @Index("IDX_orders_createdAt")
  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
