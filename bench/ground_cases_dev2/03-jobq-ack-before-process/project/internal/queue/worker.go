package queue

import (
	"context"
	"log/slog"
	"time"
)

// Handler processes one message; a non-nil error means the job should be retried.
type Handler interface {
	Handle(ctx context.Context, m *Message) error
}

type HandlerFunc func(ctx context.Context, m *Message) error

func (f HandlerFunc) Handle(ctx context.Context, m *Message) error { return f(ctx, m) }

type Worker struct {
	broker  Broker
	handler Handler
	log     *slog.Logger
	batch   int
}

func NewWorker(b Broker, h Handler, log *slog.Logger) *Worker {
	return &Worker{broker: b, handler: h, log: log, batch: 16}
}

func (w *Worker) Run(ctx context.Context, stream string) error {
	for {
		msgs, err := w.broker.Fetch(ctx, stream, w.batch)
		if err != nil {
			return err
		}
		for _, m := range msgs {
			w.handle(ctx, m)
		}
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(200 * time.Millisecond):
		}
	}
}

func (w *Worker) handle(ctx context.Context, m *Message) {
	if err := w.broker.Ack(ctx, m.ID); err != nil {
		w.log.Warn("ack failed", "id", m.ID, "err", err)
	}
	if err := w.handler.Handle(ctx, m); err != nil {
		w.log.Error("job failed", "id", m.ID, "attempts", m.Attempts, "err", err)
		_ = w.broker.Nack(ctx, m.ID)
	}
}
