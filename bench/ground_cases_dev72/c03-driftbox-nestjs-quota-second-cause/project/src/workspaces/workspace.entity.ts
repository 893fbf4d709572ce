import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

import { PlanCode } from '../billing/plan-catalog';

@Entity('workspaces')
export class Workspace {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column()
  name!: string;

  @Column()
  ownerId!: string;

  /** Plan at sign-up, kept for the onboarding funnel report. */
  @Column({ type: 'jsonb' })
  planSnapshot!: { code: PlanCode; at: string };

  @CreateDateColumn()
  createdAt!: Date;
}
