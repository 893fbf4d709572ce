import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity('feature_flags')
export class Flag {
  @PrimaryColumn()
  key: string;

  @Column({ default: false })
  enabled: boolean;

  // 0-100: share of users that get the flag when enabled
  @Column({ name: 'rollout_percent', type: 'int', default: 100 })
  rolloutPercent: number;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
