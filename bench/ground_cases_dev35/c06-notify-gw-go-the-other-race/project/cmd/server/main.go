package main

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"gitlab.yunqi.io/infra/notify-gw/internal/handler"
	"gitlab.yunqi.io/infra/notify-gw/internal/notify"
	"gitlab.yunqi.io/infra/notify-gw/internal/ratelimit"
)

func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return v
	}
	return def
}

func main() {
	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))

	limiter := ratelimit.New(float64(envInt("RATE_PER_SEC", 5)), envInt("RATE_BURST", 20), 10*time.Minute)
	defer limiter.Close()

	mux := http.NewServeMux()
	mux.Handle("POST /v1/notify", notify.NewHandler(logger))

	root := http.NewServeMux()
	root.HandleFunc("GET /healthz", handler.Healthz)
	root.Handle("/", ratelimit.Middleware(limiter, mux))

	srv := &http.Server{
		Addr:              ":" + strconv.Itoa(envInt("PORT", 8080)),
		Handler:           root,
		ReadHeaderTimeout: 5 * time.Second,
	}

	go func() {
		if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
			logger.Error("listen", "err", err)
			os.Exit(1)
		}
	}()

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	<-ctx.Done()

	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_ = srv.Shutdown(shutdownCtx)
}
