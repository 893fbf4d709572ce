import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type AppointmentSource = 'miniapp' | 'admin_import' | 'walk_in';

@Entity('appointments')
export class Appointment {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column()
  customerName!: string;

  @Column()
  phone!: string;

  @Column()
  stylistId!: number;

  @Column()
  service!: string;

  @Column({ type: 'timestamptz' })
  startsAt!: Date;

  @Column({ type: 'int', default: 60 })
  durationMinutes!: number;

  @Column({ type: 'varchar', default: 'miniapp' })
  source!: AppointmentSource;

  @Column({ type: 'timestamptz', nullable: true })
  reminderSentAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
