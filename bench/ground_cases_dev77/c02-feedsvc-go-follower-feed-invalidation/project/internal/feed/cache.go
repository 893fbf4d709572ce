package feed

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

const feedTTL = 5 * time.Minute

type Cache struct {
	rdb *redis.Client
}

func NewCache(rdb *redis.Client) *Cache { return &Cache{rdb: rdb} }

func feedKey(userID int64, cursor string) string {
	return fmt.Sprintf("feed:%d:%s", userID, cursor)
}

func versionKey(userID int64) string {
	return fmt.Sprintf("feedver:%d", userID)
}

func (c *Cache) versioned(ctx context.Context, userID int64, cursor string) string {
	v, _ := c.rdb.Get(ctx, versionKey(userID)).Int64()
	return fmt.Sprintf("%s:v%d", feedKey(userID, cursor), v)
}

func (c *Cache) Get(ctx context.Context, userID int64, cursor string) (*Page, error) {
	raw, err := c.rdb.Get(ctx, c.versioned(ctx, userID, cursor)).Bytes()
	if err != nil {
		return nil, err
	}
	var p Page
	if err := json.Unmarshal(raw, &p); err != nil {
		return nil, err
	}
	return &p, nil
}

func (c *Cache) Set(ctx context.Context, userID int64, cursor string, p *Page) error {
	raw, err := json.Marshal(p)
	if err != nil {
		return err
	}
	return c.rdb.Set(ctx, c.versioned(ctx, userID, cursor), raw, feedTTL).Err()
}

// Invalidate drops every cached page of the user's timeline by bumping its version.
func (c *Cache) Invalidate(ctx context.Context, userID int64) error {
	return c.rdb.Incr(ctx, versionKey(userID)).Err()
}
