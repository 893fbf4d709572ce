import type { NextAuthConfig } from 'next-auth';
import Google from 'next-auth/providers/google';
import { findMemberByEmail } from '@/lib/members';

const COMPANY_DOMAIN = 'hoshizora.co.jp';

export const authConfig = {
  providers: [
    Google({
      clientId: process.env.AUTH_GOOGLE_ID,
      clientSecret: process.env.AUTH_GOOGLE_SECRET,
      authorization: { params: { hd: COMPANY_DOMAIN, prompt: 'select_account' } },
    }),
  ],
  pages: {
    signIn: '/login',
    error: '/login',
  },
  session: { strategy: 'jwt', maxAge: 60 * 60 * 12 },
  callbacks: {
    async signIn({ profile }) {
      if (!profile?.email || !profile.email_verified) {
        return false;
      }
      if (!profile.email.endsWith(`@${COMPANY_DOMAIN}`)) {
        return false;
      }
      const member = await findMemberByEmail(profile.email);
      if (!member || member.retiredAt) {
        return false;
      }
      return true;
    },
    async jwt({ token, trigger }) {
      if (trigger === 'signIn' || trigger === 'update' || !token.role) {
        const member = token.email ? await findMemberByEmail(token.email) : null;
        token.memberId = member?.id;
        token.role = member?.role ?? 'employee';
        token.departmentId = member?.departmentId ?? null;
      }
      return token;
    },
    async session({ session, token }) {
      session.user.memberId = token.memberId as string;
      session.user.role = token.user.role;
      session.user.departmentId = token.departmentId as string | null;
      return session;
    },
  },
} satisfies NextAuthConfig;
