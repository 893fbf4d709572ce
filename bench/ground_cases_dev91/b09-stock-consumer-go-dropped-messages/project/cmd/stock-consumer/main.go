package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/IBM/sarama"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/acme/stock-consumer/internal/consumer"
	"github.com/acme/stock-consumer/internal/stock"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	pool, err := pgxpool.New(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Error("connect db", "err", err)
		os.Exit(1)
	}
	defer pool.Close()

	cfg := sarama.NewConfig()
	cfg.Version = sarama.V3_6_0_0
	cfg.Consumer.Offsets.Initial = sarama.OffsetOldest
	cfg.Consumer.Offsets.AutoCommit.Enable = true

	brokers := strings.Split(os.Getenv("KAFKA_BROKERS"), ",")
	group, err := sarama.NewConsumerGroup(brokers, "stock-consumer", cfg)
	if err != nil {
		log.Error("create consumer group", "err", err)
		os.Exit(1)
	}
	defer group.Close()

	go func() {
		http.Handle("/metrics", promhttp.Handler())
		_ = http.ListenAndServe(":9102", nil)
	}()

	c := consumer.New(stock.NewHandler(stock.NewRepo(pool)), log)
	for ctx.Err() == nil {
		if err := group.Consume(ctx, []string{"stock-events"}, c); err != nil {
			log.Error("consume", "err", err)
		}
	}
}
