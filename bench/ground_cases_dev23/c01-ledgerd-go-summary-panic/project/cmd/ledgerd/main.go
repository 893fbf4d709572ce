package main

import (
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/acme/ledgerd/internal/api"
	"github.com/acme/ledgerd/internal/store"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	dsn := os.Getenv("LEDGERD_DSN")
	if dsn == "" {
		log.Error("LEDGERD_DSN is not set")
		os.Exit(1)
	}
	st, err := store.Open(dsn)
	if err != nil {
		log.Error("open store", "err", err)
		os.Exit(1)
	}
	defer st.Close()

	srv := &http.Server{
		Addr:              ":8080",
		Handler:           api.NewServer(st, log).Routes(),
		ReadHeaderTimeout: 5 * time.Second,
		WriteTimeout:      15 * time.Second,
	}
	log.Info("listening", "addr", srv.Addr)
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		log.Error("serve", "err", err)
		os.Exit(1)
	}
}
