package main

import (
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/minato-dev/kotoba-gw/internal/anthropic"
	"github.com/minato-dev/kotoba-gw/internal/chat"
	"github.com/minato-dev/kotoba-gw/internal/cost"
)

func main() {
	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))

	client := anthropic.NewClient(os.Getenv("ANTHROPIC_API_KEY"), &http.Client{Timeout: 5 * time.Minute})
	meter := cost.NewMeter(logger)

	mux := http.NewServeMux()
	mux.Handle("POST /v1/chat", chat.NewHandler(client, meter, logger))
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.Write([]byte("ok"))
	})

	addr := ":" + envOr("PORT", "8080")
	logger.Info("listening", "addr", addr)
	if err := http.ListenAndServe(addr, mux); err != nil {
		logger.Error("server stopped", "err", err)
		os.Exit(1)
	}
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
