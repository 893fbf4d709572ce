package cache

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"time"

	"github.com/redis/go-redis/v9"
)

// Cache は Redis 上の JSON キャッシュ。
type Cache struct {
	rdb *redis.Client
	ttl time.Duration
}

func New(rdb *redis.Client, ttl time.Duration) *Cache {
	return &Cache{rdb: rdb, ttl: ttl}
}

// Get は key を v に読み込む。見つかれば true。
func (c *Cache) Get(ctx context.Context, key string, v any) bool {
	b, err := c.rdb.Get(ctx, key).Bytes()
	if errors.Is(err, redis.Nil) {
		return false
	}
	if err != nil {
		slog.Warn("cache get failed", "key", key, "err", err)
		return false
	}
	if err := json.Unmarshal(b, v); err != nil {
		slog.Warn("cache decode failed", "key", key, "err", err)
		return false
	}
	return true
}

func (c *Cache) Set(ctx context.Context, key string, v any, ttl time.Duration) {
	if ttl == 0 {
		ttl = c.ttl
	}
	b, err := json.Marshal(v)
	if err != nil {
		return
	}
	if err := c.rdb.Set(ctx, key, b, ttl).Err(); err != nil {
		slog.Warn("cache set failed", "key", key, "err", err)
	}
}

func (c *Cache) Delete(ctx context.Context, keys ...string) {
	if err := c.rdb.Del(ctx, keys...).Err(); err != nil {
		slog.Warn("cache delete failed", "keys", keys, "err", err)
	}
}
