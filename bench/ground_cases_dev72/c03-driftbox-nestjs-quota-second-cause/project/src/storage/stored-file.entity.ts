import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('stored_files')
@Index(['workspaceId'])
export class StoredFile {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column()
  workspaceId!: string;

  @Column()
  name!: string;

  @Column({ type: 'bigint' })
  sizeBytes!: string;

  @Column()
  storageKey!: string;

  /** Set when the file is moved to the trash; emptied after 30 days. */
  @Column({ type: 'timestamptz', nullable: true })
  trashedAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;
}
