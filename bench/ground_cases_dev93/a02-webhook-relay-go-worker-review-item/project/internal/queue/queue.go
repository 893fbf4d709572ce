package queue

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"
)

// Message is one webhook delivery job read from the stream.
type Message struct {
	ID       string `json:"-"`
	Endpoint string `json:"endpoint"`
	Payload  []byte `json:"payload"`
	Attempt  int    `json:"attempt"`
}

// Consumer reads jobs from a Redis stream through a consumer group. Retries wait in a
// sorted set (<stream>:delayed) until PromoteDue puts them back on the stream.
type Consumer struct {
	rdb     *redis.Client
	stream  string
	group   string
	name    string
	minIdle time.Duration
}

func NewConsumer(rdb *redis.Client, stream, group, name string) *Consumer {
	return &Consumer{rdb: rdb, stream: stream, group: group, name: name, minIdle: 5 * time.Minute}
}

// Receive blocks up to wait for the next new message for this consumer; nil when none came.
func (c *Consumer) Receive(ctx context.Context, wait time.Duration) (*Message, error) {
	res, err := c.rdb.XReadGroup(ctx, &redis.XReadGroupArgs{
		Group: c.group, Consumer: c.name, Streams: []string{c.stream, ">"}, Count: 1, Block: wait,
	}).Result()
	if errors.Is(err, redis.Nil) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("xreadgroup: %w", err)
	}
	return decode(res[0].Messages[0])
}

// Ack removes the message from the group's pending entries list (PEL).
func (c *Consumer) Ack(ctx context.Context, id string) error {
	return c.rdb.XAck(ctx, c.stream, c.group, id).Err()
}

// Requeue schedules a copy of the job with Attempt+1 to go back on the stream after delay.
func (c *Consumer) Requeue(ctx context.Context, m *Message, delay time.Duration) error {
	next := *m
	next.Attempt++
	body, err := json.Marshal(next)
	if err != nil {
		return err
	}
	due := float64(time.Now().Add(delay).Unix())
	return c.rdb.ZAdd(ctx, c.stream+":delayed", redis.Z{Score: due, Member: body}).Err()
}

// PromoteDue moves delayed retries that are due back onto the stream.
func (c *Consumer) PromoteDue(ctx context.Context, now time.Time) (int, error) {
	key := c.stream + ":delayed"
	due, err := c.rdb.ZRangeByScore(ctx, key, &redis.ZRangeBy{Min: "-inf", Max: strconv.FormatInt(now.Unix(), 10)}).Result()
	if err != nil {
		return 0, err
	}
	for _, body := range due {
		if removed, err := c.rdb.ZRem(ctx, key, body).Result(); err != nil || removed == 0 {
			continue // another worker promoted it
		}
		if err := c.rdb.XAdd(ctx, &redis.XAddArgs{Stream: c.stream, Values: map[string]any{"job": body}}).Err(); err != nil {
			return 0, err
		}
	}
	return len(due), nil
}

// ReclaimIdle takes over messages that another consumer read but never acked (its pod
// was killed, say) once they have sat in the PEL for minIdle.
func (c *Consumer) ReclaimIdle(ctx context.Context) ([]*Message, error) {
	msgs, _, err := c.rdb.XAutoClaim(ctx, &redis.XAutoClaimArgs{
		Stream: c.stream, Group: c.group, Consumer: c.name, MinIdle: c.minIdle, Start: "0-0", Count: 50,
	}).Result()
	if err != nil {
		return nil, fmt.Errorf("xautoclaim: %w", err)
	}
	out := make([]*Message, 0, len(msgs))
	for _, x := range msgs {
		m, err := decode(x)
		if err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, nil
}

func decode(x redis.XMessage) (*Message, error) {
	raw, ok := x.Values["job"].(string)
	if !ok {
		return nil, fmt.Errorf("message %s: no job field", x.ID)
	}
	var m Message
	if err := json.Unmarshal([]byte(raw), &m); err != nil {
		return nil, fmt.Errorf("message %s: %w", x.ID, err)
	}
	m.ID = x.ID
	return &m, nil
}
