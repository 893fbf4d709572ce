import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('digest_subscriptions')
export class DigestSubscription {
  @PrimaryColumn()
  userId: number;

  @Column()
  email: string;

  @Column({ default: 'zh' })
  locale: string;

  @Column({ default: true })
  enabled: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  lastDigestAt: Date | null;
}
