package queue

import (
	"context"
	"encoding/json"
	"log/slog"
	"time"

	"github.com/redis/go-redis/v9"

	"git.lanhai.tech/platform/hookd/internal/webhook"
)

type Consumer struct {
	rdb *redis.Client
	key string
	log *slog.Logger
}

func NewConsumer(rdb *redis.Client, key string, log *slog.Logger) *Consumer {
	return &Consumer{rdb: rdb, key: key, log: log}
}

// Run pops events and hands each to handle, with at most n in flight.
func (c *Consumer) Run(ctx context.Context, n int, handle func(context.Context, webhook.Event) error) error {
	slots := make(chan struct{}, n)
	for {
		res, err := c.rdb.BRPop(ctx, 5*time.Second, c.key).Result()
		if err == redis.Nil {
			continue
		}
		if err != nil {
			return err
		}
		var ev webhook.Event
		if err := json.Unmarshal([]byte(res[1]), &ev); err != nil {
			c.log.Error("bad event in queue", "err", err)
			continue
		}
		slots <- struct{}{}
		go func() {
			defer func() { <-slots }()
			if err := handle(ctx, ev); err != nil {
				c.log.Error("event dropped", "event", ev.ID, "err", err)
			}
		}()
	}
}
