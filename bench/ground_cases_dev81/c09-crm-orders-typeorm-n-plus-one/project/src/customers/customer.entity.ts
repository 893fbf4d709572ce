import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn } from "typeorm";
import { Order } from "../orders/order.entity";

@Entity({ name: "customers" })
export class Customer {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ length: 80 })
  name!: string;

  @Column({ length: 120, unique: true })
  email!: string;

  @Column({ length: 20, nullable: true })
  phone!: string | null;

  @Column({ length: 40, default: "" })
  company!: string;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @OneToMany(() => Order, (order) => order.customer)
  orders!: Order[];
}
