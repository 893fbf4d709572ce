import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('comments')
export class Comment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  postId: number;

  @Column()
  postTitle: string;

  @Column()
  authorName: string;

  @Column('text')
  body: string;

  @Column({ type: 'int', array: true, default: '{}' })
  watcherIds: number[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
