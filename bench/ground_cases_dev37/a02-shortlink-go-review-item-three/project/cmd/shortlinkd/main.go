package main

import (
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/acme/shortlink/internal/api"
	"github.com/acme/shortlink/internal/store"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	addr := getenv("REDIS_ADDR", "localhost:6379")
	rdb := redis.NewClient(&redis.Options{Addr: addr})

	srv := &api.Server{
		Store:   &store.Redis{C: rdb},
		BaseURL: getenv("BASE_URL", "http://localhost:8080"),
		Log:     log,
	}
	hs := &http.Server{
		Addr:              getenv("LISTEN", ":8080"),
		Handler:           srv.Routes(),
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Info("listening", "addr", hs.Addr, "redis", addr)
	if err := hs.ListenAndServe(); err != nil {
		log.Error("server stopped", "err", err)
		os.Exit(1)
	}
}

func getenv(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}
