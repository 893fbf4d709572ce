package consumer

import (
	"context"
	"log/slog"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promauto"

	"gitlab.internal/fin/recon/internal/settle"
)

var handleFailures = promauto.NewCounterVec(prometheus.CounterOpts{
	Name: "recon_settlement_handle_failures_total",
	Help: "Settlement events whose handling failed (they are nak'ed and redelivered).",
}, []string{"subject"})

const (
	subject = "settlement.events"
	durable = "recon-settlement"
)

func Start(js nats.JetStreamContext, h *settle.Handler, log *slog.Logger) (*nats.Subscription, error) {
	return js.Subscribe(subject, func(msg *nats.Msg) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := h.Handle(ctx, msg); err != nil {
			log.Error("handle settlement event", "subject", msg.Subject, "err", err)
			handleFailures.WithLabelValues(msg.Subject).Inc()
			_ = msg.NakWithDelay(5 * time.Second)
			return
		}
		_ = msg.Ack()
	}, nats.Durable(durable), nats.ManualAck(), nats.MaxDeliver(5), nats.AckWait(30*time.Second))
}
