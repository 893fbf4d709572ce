/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  images: {
    remotePatterns: [
      { protocol: "https", hostname: "cdn.shop-front.example.jp" },
      { protocol: "https", hostname: "images.ctfassets.net" },
    ],
  },
  experimental: {
    typedRoutes: true,
  },
};

export default nextConfig;
