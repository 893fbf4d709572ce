/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    remotePatterns: [
      { protocol: "https", hostname: "images.shopstatic.io", pathname: "/products/**" },
      { protocol: "https", hostname: "cdn.shopstatic.io", pathname: "/p/**" },
    ],
  },
  async redirects() {
    return [{ source: "/shop/:slug", destination: "/p/:slug", permanent: true }];
  },
};

export default nextConfig;
