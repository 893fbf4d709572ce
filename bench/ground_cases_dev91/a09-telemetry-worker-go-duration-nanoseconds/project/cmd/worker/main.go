package main

import (
	"context"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	awsconfig "github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/sqs"

	"github.com/fleetops/telemetry-worker/internal/config"
	"github.com/fleetops/telemetry-worker/internal/metrics"
	"github.com/fleetops/telemetry-worker/internal/queue"
	"github.com/fleetops/telemetry-worker/internal/telemetry"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		slog.Error("config", "err", err)
		os.Exit(1)
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	awsCfg, err := awsconfig.LoadDefaultConfig(ctx)
	if err != nil {
		slog.Error("aws config", "err", err)
		os.Exit(1)
	}
	go func() {
		if err := metrics.Serve(cfg.MetricsAddr); err != nil {
			slog.Error("metrics", "err", err)
		}
	}()

	c := &queue.Consumer{
		Client:            sqs.NewFromConfig(awsCfg),
		QueueURL:          cfg.QueueURL,
		Concurrency:       cfg.Concurrency,
		VisibilityTimeout: cfg.VisibilityTimeout,
		Handle:            telemetry.Handle,
	}
	slog.Info("worker started", "concurrency", cfg.Concurrency)
	c.Run(ctx)
}
