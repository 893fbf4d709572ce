import { Injectable } from '@nestjs/common';
import * as bcrypt from 'bcryptjs';
import { PrismaService } from '../prisma.service';

export interface AppUser {
  id: string;
  email: string;
  role: 'member' | 'admin';
  disabled: boolean;
}

@Injectable()
export class UsersService {
  constructor(private readonly prisma: PrismaService) {}

  async findById(id: string): Promise<AppUser | null> {
    return this.prisma.user.findUnique({
      where: { id },
      select: { id: true, email: true, role: true, disabled: true },
    });
  }

  async verifyCredentials(email: string, password: string): Promise<AppUser | null> {
    const row = await this.prisma.user.findUnique({ where: { email: email.toLowerCase() } });
    if (!row || row.disabled) {
      return null;
    }
    const ok = await bcrypt.compare(password, row.passwordHash);
    if (!ok) {
      return null;
    }
    return { id: row.id, email: row.email, role: row.role, disabled: row.disabled };
  }
}
