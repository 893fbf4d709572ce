export { default } from 'next-auth/middleware';

// Pages that need a signed-in user. Role checks happen in the pages themselves.
export const config = {
  matcher: ['/dashboard/:path*', '/admin/:path*'],
};
