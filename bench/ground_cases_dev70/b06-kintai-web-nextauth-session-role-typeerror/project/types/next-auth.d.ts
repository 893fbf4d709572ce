import 'next-auth';
import 'next-auth/jwt';
import type { Role } from '@/lib/permissions';

declare module 'next-auth' {
  interface Session {
    user: {
      memberId: string;
      role: Role;
      departmentId: string | null;
      name?: string | null;
      email?: string | null;
      image?: string | null;
    };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    memberId?: string;
    role?: Role;
    departmentId?: string | null;
    user?: { role: Role };
  }
}
