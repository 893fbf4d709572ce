import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type ReportReason = 'spam' | 'harassment' | 'illegal' | 'other';
export type ReportStatus = 'open' | 'escalated' | 'dismissed' | 'actioned';

@Entity('reports')
@Index(['reviewId', 'reporterId'], { unique: true })
export class Report {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column()
  reviewId!: number;

  @Column()
  reporterId!: number;

  @Column({ type: 'varchar', length: 20 })
  reason!: ReportReason;

  @Column({ type: 'text', nullable: true })
  comment!: string | null;

  @Column({ type: 'varchar', length: 20, default: 'open' })
  status!: ReportStatus;

  @CreateDateColumn()
  createdAt!: Date;
}
