package worker

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promauto"

	"github.com/acme/webhook-relay/internal/delivery"
	"github.com/acme/webhook-relay/internal/queue"
)

// deliveries counts finished Handle calls by outcome: delivered, dropped, retried, gave_up.
var deliveries = promauto.NewCounterVec(prometheus.CounterOpts{
	Namespace: "relay",
	Name:      "deliveries_total",
	Help:      "Webhook deliveries handled by the worker, by outcome.",
}, []string{"outcome"})

// Source is the part of the queue the worker needs.
type Source interface {
	Ack(ctx context.Context, id string) error
	Requeue(ctx context.Context, m *queue.Message, delay time.Duration) error
}

// Deliverer sends one webhook.
type Deliverer interface {
	Deliver(ctx context.Context, endpoint string, payload []byte) error
}

type Worker struct {
	src         Source
	client      Deliverer
	log         *slog.Logger
	maxAttempts int
}

func New(src Source, client Deliverer, log *slog.Logger, maxAttempts int) *Worker {
	return &Worker{src: src, client: client, log: log, maxAttempts: maxAttempts}
}

// Run receives messages until ctx is cancelled.
func (w *Worker) Run(ctx context.Context, recv func(context.Context, time.Duration) (*queue.Message, error)) error {
	for ctx.Err() == nil {
		m, err := recv(ctx, 5*time.Second)
		if err != nil {
			w.log.Error("receive failed", "err", err)
			time.Sleep(time.Second)
			continue
		}
		if m == nil {
			continue
		}
		if err := w.Handle(ctx, m); err != nil {
			w.log.Error("handle failed", "msg_id", m.ID, "err", err)
		}
	}
	return nil
}

// Handle delivers one message and decides what happens to it: done, dropped or retried later.
func (w *Worker) Handle(ctx context.Context, m *queue.Message) error {
	log := w.log.With("msg_id", m.ID, "endpoint", m.Endpoint, "attempt", m.Attempt)
	if err := w.src.Ack(ctx, m.ID); err != nil {
		return fmt.Errorf("ack %s: %w", m.ID, err)
	}
	err := w.client.Deliver(ctx, m.Endpoint, m.Payload)
	if err == nil {
		log.Info("delivered")
		deliveries.WithLabelValues("delivered").Inc()
		return nil
	}
	var perm *delivery.PermanentError
	if errors.As(err, &perm) {
		log.Warn("dropping: endpoint rejected the webhook", "status", perm.Status)
		deliveries.WithLabelValues("dropped").Inc()
		return nil
	}
	if m.Attempt+1 >= w.maxAttempts {
		log.Error("giving up after max attempts", "err", err)
		deliveries.WithLabelValues("gave_up").Inc()
		return nil
	}
	delay := Backoff(m.Attempt)
	log.Info("delivery failed, will retry", "err", err, "in", delay)
	deliveries.WithLabelValues("retried").Inc()
	return w.src.Requeue(ctx, m, delay)
}
