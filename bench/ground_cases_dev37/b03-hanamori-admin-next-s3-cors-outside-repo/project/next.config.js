/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  images: {
    remotePatterns: [
      { protocol: "https", hostname: "hanamori-uploads.s3.ap-northeast-1.amazonaws.com" },
      { protocol: "https", hostname: "hanamori-uploads-stg.s3.ap-northeast-1.amazonaws.com" },
      { protocol: "https", hostname: "img.hanamori.jp" },
    ],
  },
  async headers() {
    return [
      {
        source: "/api/:path*",
        headers: [{ key: "Cache-Control", value: "no-store" }],
      },
    ];
  },
};

module.exports = nextConfig;
