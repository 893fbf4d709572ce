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

	"github.com/orbitdesk/shortlinks/internal/api"
	"github.com/orbitdesk/shortlinks/internal/store"
)

func getenv(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}

func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return v
	}
	return def
}

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	srv := &api.Server{
		Store:   store.NewMemory(),
		BaseURL: getenv("BASE_URL", "http://localhost:8080"),
		Log:     log,
	}
	limiter := api.NewLimiter(envInt("RATE_PER_SEC", 1), envInt("RATE_BURST", 10))
	limiter.TrustProxy = os.Getenv("TRUST_PROXY") == "1"
	httpSrv := &http.Server{
		Addr:              ":" + getenv("PORT", "8080"),
		Handler:           srv.Routes(limiter),
		ReadHeaderTimeout: 5 * time.Second,
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		log.Info("listening", "addr", httpSrv.Addr)
		if err := httpSrv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Error("server failed", "err", err)
			os.Exit(1)
		}
	}()
	<-ctx.Done()
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := httpSrv.Shutdown(shutdownCtx); err != nil {
		log.Error("shutdown", "err", err)
	}
}
