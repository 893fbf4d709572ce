/** @type {import('next').NextConfig} */
const nextConfig = {
  images: {
    remotePatterns: [{ protocol: "https", hostname: "cdn.studiolog.app", pathname: "/avatars/**" }],
  },
};

export default nextConfig;
