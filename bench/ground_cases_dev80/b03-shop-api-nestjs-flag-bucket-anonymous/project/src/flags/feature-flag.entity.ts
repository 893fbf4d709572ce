import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'feature_flags' })
export class FeatureFlag {
  @PrimaryColumn()
  key!: string;

  @Column({ default: false })
  enabled!: boolean;

  @Column({ name: 'rollout_pct', type: 'int', default: 0 })
  rolloutPct!: number;

  @Column({ name: 'allow_plans', type: 'text', array: true, default: '{}' })
  allowPlans!: string[];

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt!: Date;
}
