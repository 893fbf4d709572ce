package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"time"

	"github.com/acme/ingest/internal/cache"
	"github.com/acme/ingest/internal/fetch"
	"github.com/acme/ingest/internal/pipeline"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	c := cache.New(10 * time.Minute)
	client := fetch.NewClient(os.Getenv("ENRICH_URL"))
	p := pipeline.New(c, client, 32)

	srv := &http.Server{Addr: ":8080", Handler: p.Routes()}
	go func() {
		if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
			slog.Error("http server", "err", err)
			os.Exit(1)
		}
	}()

	p.Run(ctx)
	_ = srv.Shutdown(context.Background())
}
