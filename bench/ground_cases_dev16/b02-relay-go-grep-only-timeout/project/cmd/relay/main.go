package main

import (
	"context"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/hoshizora-inc/relay/internal/billing"
	"github.com/hoshizora-inc/relay/internal/geo"
	"github.com/hoshizora-inc/relay/internal/notify"
	"github.com/hoshizora-inc/relay/internal/worker"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	slack := notify.NewSlackNotifier(os.Getenv("SLACK_WEBHOOK_URL"))
	stripe := billing.NewClient(os.Getenv("STRIPE_SECRET_KEY"))
	geoip := geo.NewLookup(os.Getenv("GEOIP_ENDPOINT"))

	w := worker.New(worker.Config{
		Concurrency: 4,
		Notifier:    slack,
		Billing:     stripe,
		Geo:         geoip,
		Log:         log,
	})
	if err := w.Run(ctx); err != nil {
		log.Error("worker stopped", "err", err)
		os.Exit(1)
	}
}
