// Package store keeps short links in Redis.
package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

// ErrNotFound is returned when a slug has no target.
var ErrNotFound = errors.New("store: slug not found")

// ErrTaken is returned by Save when the slug is already in use.
var ErrTaken = errors.New("store: slug already taken")

const (
	linkPrefix = "link:"
	hitsPrefix = "hits:"
)

// RedisStore maps slugs to target URLs.
type RedisStore struct {
	rdb *redis.Client
	ttl time.Duration
}

// NewRedisStore returns a store whose links expire after ttl (0 = never).
func NewRedisStore(rdb *redis.Client, ttl time.Duration) *RedisStore {
	return &RedisStore{rdb: rdb, ttl: ttl}
}

// Save stores target under slug. It never overwrites an existing slug.
func (s *RedisStore) Save(ctx context.Context, slug, target string) error {
	if err := s.rdb.SetNX(ctx, linkPrefix+slug, target, s.ttl).Err(); err != nil {
		return fmt.Errorf("save %s: %w", slug, err)
	}
	return nil
}

// Resolve returns the target for slug and counts the hit.
func (s *RedisStore) Resolve(ctx context.Context, slug string) (string, error) {
	target, err := s.rdb.Get(ctx, linkPrefix+slug).Result()
	if err != nil {
		return "", fmt.Errorf("resolve %s: %w", slug, err)
	}
	s.rdb.Incr(ctx, hitsPrefix+slug)
	return target, nil
}

// Hits returns how often slug was resolved.
func (s *RedisStore) Hits(ctx context.Context, slug string) (int64, error) {
	n, err := s.rdb.Get(ctx, hitsPrefix+slug).Int64()
	if errors.Is(err, redis.Nil) {
		return 0, nil
	}
	return n, err
}

// Delete removes a link and its counter.
func (s *RedisStore) Delete(ctx context.Context, slug string) error {
	return s.rdb.Del(ctx, linkPrefix+slug, hitsPrefix+slug).Err()
}
