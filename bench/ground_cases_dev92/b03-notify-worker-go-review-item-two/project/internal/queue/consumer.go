package queue

import (
	"context"
	"encoding/json"
	"log/slog"

	amqp "github.com/rabbitmq/amqp091-go"

	"github.com/hoshino-lab/notify-worker/internal/notify"
)

type Handler func(context.Context, notify.Event) error

type Consumer struct {
	conn    *amqp.Connection
	ch      *amqp.Channel
	queue   string
	log     *slog.Logger
	handler Handler
}

func Dial(url, queue string, log *slog.Logger, h Handler) (*Consumer, error) {
	conn, err := amqp.Dial(url)
	if err != nil {
		return nil, err
	}
	ch, err := conn.Channel()
	if err != nil {
		conn.Close()
		return nil, err
	}
	return &Consumer{conn: conn, ch: ch, queue: queue, log: log, handler: h}, nil
}

func (c *Consumer) Run(ctx context.Context) error {
	deliveries, err := c.ch.ConsumeWithContext(ctx, c.queue, "notify-worker", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		c.handle(ctx, d)
	}
	return ctx.Err()
}

func (c *Consumer) handle(ctx context.Context, d amqp.Delivery) {
	var ev notify.Event
	if err := json.Unmarshal(d.Body, &ev); err != nil {
		c.log.Error("bad payload", "err", err)
		_ = d.Nack(false, false)
		return
	}
	if err := c.handler(ctx, ev); err != nil {
		c.log.Error("handler failed", "event", ev.ID, "err", err)
	}
	_ = d.Ack(false)
}

func (c *Consumer) Close() {
	c.ch.Close()
	c.conn.Close()
}
