package main

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"sync"
	"syscall"
	"time"

	"github.com/northwind-labs/ingestd/internal/pump"
	"github.com/northwind-labs/ingestd/internal/sink"
)

type config struct {
	Listen     string
	SinkURL    string
	SinkToken  string
	BatchSize  int
	FlushEvery time.Duration
}

func loadConfig() config {
	size, _ := strconv.Atoi(getenv("BATCH_SIZE", "500"))
	every, _ := time.ParseDuration(getenv("FLUSH_EVERY", "2s"))
	return config{
		Listen:     getenv("LISTEN", ":8080"),
		SinkURL:    os.Getenv("SINK_URL"),
		SinkToken:  os.Getenv("SINK_TOKEN"),
		BatchSize:  size,
		FlushEvery: every,
	}
}

func getenv(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}

func ingestHandler(out chan<- pump.Record, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		if err != nil {
			http.Error(w, "read body", http.StatusBadRequest)
			return
		}
		out <- pump.Record{Source: r.Header.Get("X-Source"), At: time.Now(), Body: body}
		w.WriteHeader(http.StatusAccepted)
	})
}

func main() {
	cfg := loadConfig()
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()

	client := sink.NewClient(cfg.SinkURL, cfg.SinkToken, &http.Client{Timeout: 10 * time.Second})
	p := pump.New(client, cfg.BatchSize, cfg.FlushEvery, log)
	srv := &http.Server{Addr: cfg.Listen, Handler: ingestHandler(p.In, log)}

	var wg sync.WaitGroup
	wg.Add(2)
	go func() {
		defer wg.Done()
		_ = p.Run(ctx)
	}()
	go func() {
		defer wg.Done()
		if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Error("listen", "err", err)
		}
	}()

	<-ctx.Done()
	log.Info("shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_ = srv.Shutdown(shutdownCtx)
	wg.Wait()
	log.Info("bye")
}
