import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('reports')
export class Report {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column()
  messageId: string;

  @Column()
  reporterId: string;

  @Column()
  reason: 'spam' | 'abuse' | 'other';

  @Column('text', { nullable: true })
  comment: string | null;

  @CreateDateColumn()
  createdAt: Date;
}
