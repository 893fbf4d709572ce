import bcrypt from 'bcryptjs';

export interface User {
  id: string;
  tenantId: string;
  email: string;
  passwordHash: string;
  role: 'owner' | 'admin' | 'staff';
  displayName: string;
  createdAt: Date;
}

// 演示数据；真实环境由 tenant-service 同步过来
const users: User[] = [
  {
    id: 'u_1001',
    tenantId: 't_01',
    email: 'owner@shop-a.cn',
    passwordHash: bcrypt.hashSync('owner-pass-1', 4),
    role: 'owner',
    displayName: '王店长',
    createdAt: new Date('2024-03-01T08:00:00Z'),
  },
  {
    id: 'u_1002',
    tenantId: 't_01',
    email: 'staff@shop-a.cn',
    passwordHash: bcrypt.hashSync('staff-pass-1', 4),
    role: 'staff',
    displayName: '小李',
    createdAt: new Date('2024-05-12T02:30:00Z'),
  },
];

export async function findUserByEmail(email: string): Promise<User | undefined> {
  return users.find((u) => u.email === email.trim().toLowerCase());
}

export async function findUserById(id: string): Promise<User | undefined> {
  return users.find((u) => u.id === id);
}

export async function listUsers(tenantId: string): Promise<User[]> {
  return users.filter((u) => u.tenantId === tenantId);
}
