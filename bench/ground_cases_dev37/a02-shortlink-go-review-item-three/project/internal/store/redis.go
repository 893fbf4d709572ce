package store

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"
)

// Redis stores links as link:<slug> and counters as hits:<slug>.
type Redis struct {
	C *redis.Client
}

func linkKey(slug string) string { return "link:" + slug }
func hitsKey(slug string) string { return "hits:" + slug }

func (r *Redis) Put(ctx context.Context, slug, url string, ttl time.Duration) error {
	ok, err := r.C.SetNX(ctx, linkKey(slug), url, ttl).Result()
	if err != nil {
		return fmt.Errorf("setnx %s: %w", slug, err)
	}
	if !ok {
		return ErrExists
	}
	return nil
}

func (r *Redis) Get(ctx context.Context, slug string) (string, error) {
	url, err := r.C.Get(ctx, linkKey(slug)).Result()
	if errors.Is(err, redis.Nil) {
		return "", ErrNotFound
	}
	return url, err
}

func (r *Redis) Incr(ctx context.Context, slug string) error {
	return r.C.Incr(ctx, hitsKey(slug)).Err()
}

func (r *Redis) Hits(ctx context.Context, slug string) (int, error) {
	v, err := r.C.Get(ctx, hitsKey(slug)).Result()
	if errors.Is(err, redis.Nil) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	n, _ := strconv.Atoi(v)
	return n, nil
}
