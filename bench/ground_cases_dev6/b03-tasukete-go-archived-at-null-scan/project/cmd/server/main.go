package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/tanaka-k/tasukete-api/internal/api"
	"github.com/tanaka-k/tasukete-api/internal/store"
)

func main() {
	logger := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{Level: slog.LevelInfo}))
	slog.SetDefault(logger)

	ctx := context.Background()
	db, err := store.Open(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		logger.Error("open db", "err", err)
		os.Exit(1)
	}
	defer db.Close()

	srv := &http.Server{
		Addr:              ":8080",
		Handler:           api.NewRouter(db, logger),
		ReadHeaderTimeout: 5 * time.Second,
	}
	logger.Info("listening", "addr", srv.Addr)
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		logger.Error("server", "err", err)
		os.Exit(1)
	}
}
