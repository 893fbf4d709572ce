export default function configuration() {
  return {
    port: parseInt(process.env.PORT ?? '3000', 10),
    redis: {
      url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/2',
    },
    cache: {
      // 默认缓存时间，单位秒
      ttl: parseInt(process.env.CACHE_TTL ?? '300', 10),
      // 单个 key 最大条数（内存 store 才用得到）
      max: parseInt(process.env.CACHE_MAX ?? '1000', 10),
    },
    upstream: {
      productApi: process.env.PRODUCT_API ?? 'http://product-svc.mall.svc:8080',
      timeoutMs: parseInt(process.env.UPSTREAM_TIMEOUT_MS ?? '3000', 10),
    },
  };
}
