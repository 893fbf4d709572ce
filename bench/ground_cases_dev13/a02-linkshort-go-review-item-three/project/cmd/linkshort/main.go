package main

import (
	"log/slog"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/quayside/linkshort/internal/handler"
	"github.com/quayside/linkshort/internal/store"
)

func env(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	rdb := redis.NewClient(&redis.Options{Addr: env("REDIS_ADDR", "localhost:6379")})
	slugLen, err := strconv.Atoi(env("SLUG_LEN", "7"))
	if err != nil {
		log.Error("bad SLUG_LEN", "err", err)
		os.Exit(2)
	}
	st := store.NewRedisStore(rdb, 0)

	mux := http.NewServeMux()
	mux.Handle("POST /api/links", handler.NewCreate(st, log, slugLen, env("BASE_URL", "https://qsd.li")))
	mux.Handle("GET /", handler.NewRedirect(st, log))

	srv := &http.Server{
		Addr:              env("ADDR", ":8080"),
		Handler:           mux,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Info("listening", "addr", srv.Addr)
	if err := srv.ListenAndServe(); err != nil {
		log.Error("server stopped", "err", err)
		os.Exit(1)
	}
}
