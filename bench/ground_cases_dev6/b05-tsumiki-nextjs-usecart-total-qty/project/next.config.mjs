/** @type {import('next').NextConfig} */
const nextConfig = {
  images: {
    remotePatterns: [{ protocol: "https", hostname: "cdn.tsumiki-shop.jp" }],
  },
};

export default nextConfig;
