import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('messages')
export class Message {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column()
  conversationId: string;

  @Column()
  authorId: string;

  @Column('text')
  body: string;

  @Column('text', { array: true, default: [] })
  recipientIds: string[];

  @CreateDateColumn()
  createdAt: Date;
}
