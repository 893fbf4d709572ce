import { PrismaAdapter } from '@auth/prisma-adapter';
import type { NextAuthOptions } from 'next-auth';
import GitHubProvider from 'next-auth/providers/github';
import { db } from './db';
import type { Role } from './permissions';

export const authOptions: NextAuthOptions = {
  adapter: PrismaAdapter(db) as NextAuthOptions['adapter'],
  session: { strategy: 'jwt', maxAge: 60 * 60 * 24 * 14 },
  pages: { signIn: '/login', error: '/login' },
  providers: [
    GitHubProvider({
      clientId: process.env.GITHUB_ID!,
      clientSecret: process.env.GITHUB_SECRET!,
      // user:email lets the provider read a private primary email via /user/emails
      authorization: { params: { scope: 'read:user user:email' } },
    }),
  ],
  callbacks: {
    async signIn({ user }) {
      // accounts without an email can't receive course mails; refuse them
      return Boolean(user.email);
    },
    async jwt({ token, user }) {
      if (user) {
        const row = await db.user.findUnique({ where: { id: user.id }, select: { role: true } });
        token.role = (row?.role ?? 'student') as Role;
      }
      return token;
    },
    async session({ session, token }) {
      if (session.user) {
        session.user.id = token.sub!;
        session.user.role = token.roles as Role;
      }
      return session;
    },
  },
};
