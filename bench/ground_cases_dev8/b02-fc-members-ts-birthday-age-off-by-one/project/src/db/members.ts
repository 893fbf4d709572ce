import type Database from "better-sqlite3";
import { parseYmd } from "../lib/dates.js";

export interface Member {
  id: number;
  name: string;
  birthDate: Date;
  joinedOn: Date;
  guardianName: string | null;
}

interface MemberRow {
  id: number;
  name: string;
  birth_date: string;
  joined_on: string;
  guardian_name: string | null;
}

function toMember(row: MemberRow): Member {
  return {
    id: row.id,
    name: row.name,
    birthDate: parseYmd(row.birth_date),
    joinedOn: parseYmd(row.joined_on),
    guardianName: row.guardian_name,
  };
}

export function findMember(db: Database.Database, id: number): Member | undefined {
  const row = db.prepare("SELECT * FROM members WHERE id = ?").get(id) as MemberRow | undefined;
  return row && toMember(row);
}

export function listMembers(db: Database.Database): Member[] {
  const rows = db.prepare("SELECT * FROM members ORDER BY birth_date").all() as MemberRow[];
  return rows.map(toMember);
}
