package consumer

import (
	"context"
	"log/slog"
	"time"

	"github.com/IBM/sarama"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promauto"
)

var handleDuration = promauto.NewHistogramVec(prometheus.HistogramOpts{
	Name:    "stock_consumer_handle_duration_seconds",
	Help:    "Time spent handling one stock event.",
	Buckets: prometheus.ExponentialBuckets(0.005, 2, 10),
}, []string{"result"})

// Handler processes one stock event payload.
type Handler interface {
	Handle(ctx context.Context, payload []byte) error
}

type stockConsumer struct {
	handler Handler
	log     *slog.Logger
}

func New(h Handler, log *slog.Logger) sarama.ConsumerGroupHandler {
	return &stockConsumer{handler: h, log: log}
}

func (c *stockConsumer) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (c *stockConsumer) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (c *stockConsumer) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		start := time.Now()
		err := c.handler.Handle(sess.Context(), msg.Value)
		result := "ok"
		if err != nil {
			result = "error"
		}
		handleDuration.WithLabelValues(result).Observe(time.Since(start).Seconds())
		if err != nil {
			c.log.Error("handle stock event failed, skipping",
				"err", err, "partition", msg.Partition, "offset", msg.Offset)
			sess.MarkMessage(msg, "")
			continue
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}
