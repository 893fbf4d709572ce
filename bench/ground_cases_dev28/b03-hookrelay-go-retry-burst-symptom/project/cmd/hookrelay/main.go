package main

import (
	"context"
	"flag"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/kumo-dev/hookrelay/internal/relay"
	"github.com/kumo-dev/hookrelay/internal/retry"
)

type config struct {
	Listen string       `yaml:"listen"`
	Retry  retry.Policy `yaml:"retry"`
	Queue  struct {
		Workers int `yaml:"workers"`
		Buffer  int `yaml:"buffer"`
	} `yaml:"queue"`
}

func main() {
	path := flag.String("config", "config/relay.yaml", "config file")
	flag.Parse()
	raw, err := os.ReadFile(*path)
	if err != nil {
		slog.Error("read config", "err", err)
		os.Exit(1)
	}
	cfg := config{Retry: retry.DefaultPolicy}
	if err := yaml.Unmarshal(raw, &cfg); err != nil {
		slog.Error("parse config", "err", err)
		os.Exit(1)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	queue := make(chan relay.Delivery, cfg.Queue.Buffer)
	client := &http.Client{Timeout: 10 * time.Second}
	for i := 0; i < cfg.Queue.Workers; i++ {
		go relay.NewWorker(client, cfg.Retry, slog.Default()).Run(ctx, queue, nil)
	}
	srv := &http.Server{Addr: cfg.Listen, Handler: relay.NewIngress(queue)}
	go func() { <-ctx.Done(); _ = srv.Shutdown(context.Background()) }()
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		slog.Error("listen", "err", err)
		os.Exit(1)
	}
}
