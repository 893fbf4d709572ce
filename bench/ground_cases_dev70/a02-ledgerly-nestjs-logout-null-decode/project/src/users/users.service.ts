import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';

export interface User {
  id: string;
  email: string;
  passwordHash: string;
  roles: string[];
  disabled: boolean;
}

const COLUMNS = 'id, email, password_hash AS "passwordHash", roles, disabled';

@Injectable()
export class UsersService {
  private readonly pool = new Pool({ connectionString: process.env.DATABASE_URL });

  async findByEmail(email: string): Promise<User | undefined> {
    const { rows } = await this.pool.query(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email]);
    return rows[0];
  }

  async findById(id: string): Promise<User | undefined> {
    const { rows } = await this.pool.query(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
    return rows[0];
  }

  async list(): Promise<Omit<User, 'passwordHash'>[]> {
    const { rows } = await this.pool.query('SELECT id, email, roles, disabled FROM users ORDER BY email');
    return rows;
  }

  async softDelete(id: string): Promise<void> {
    await this.pool.query('UPDATE users SET disabled = true, email = id || \'@deleted.invalid\' WHERE id = $1', [id]);
  }
}
