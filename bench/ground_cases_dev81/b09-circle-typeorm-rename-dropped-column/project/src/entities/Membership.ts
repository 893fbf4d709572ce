import { Column, Entity, ManyToOne, PrimaryGeneratedColumn, Unique, JoinColumn } from "typeorm";

import { User } from "./User";

export type CircleRole = "leader" | "member";

@Entity({ name: "memberships" })
@Unique("uq_membership_user_circle", ["user", "circleId"])
export class Membership {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => User, (u) => u.memberships, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user: User;

  @Column({ name: "circle_id", type: "int" })
  circleId: number;

  @Column({ type: "varchar", length: 20, default: "member" })
  role: CircleRole;

  @Column({ name: "joined_at", type: "timestamptz", default: () => "now()" })
  joinedAt: Date;

  isLeader(): boolean {
    return this.role === "leader";
  }

  describe(): string {
    return `${this.user?.email ?? "?"} in circle ${this.circleId} (${this.role})`;
  }
}
