package main

import (
	"context"
	"database/sql"
	"flag"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"

	"github.com/acme/edgeproxy/internal/httpapi"
	"github.com/acme/edgeproxy/internal/ratelimit"
)

var version = "dev"

func main() {
	addr := flag.String("addr", ":8080", "listen address")
	upstream := flag.String("upstream", "http://127.0.0.1:9000", "backend base URL")
	dsn := flag.String("dsn", os.Getenv("EDGEPROXY_DSN"), "postgres DSN for the API key table")
	rate := flag.Float64("rate", 10, "requests per second per client")
	burst := flag.Int("burst", 40, "burst size per client")
	flag.Parse()

	log := slog.New(slog.NewJSONHandler(os.Stdout, nil)).With("version", version)

	db, err := sql.Open("pgx", *dsn)
	if err != nil {
		log.Error("open db", "err", err)
		os.Exit(1)
	}
	defer db.Close()

	limiter := ratelimit.New(*rate, *burst, 10*time.Minute)
	defer limiter.Close()
	router, err := httpapi.NewRouter(httpapi.Config{
		Upstream: *upstream,
		Keys:     httpapi.NewKeyStore(db),
		Limiter:  limiter,
		Log:      log,
		Version:  version,
		DB:       db,
	})
	if err != nil {
		log.Error("router", "err", err)
		os.Exit(1)
	}

	srv := &http.Server{Addr: *addr, Handler: router, ReadHeaderTimeout: 5 * time.Second}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	go func() {
		log.Info("listening", "addr", *addr)
		if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
			log.Error("serve", "err", err)
			stop()
		}
	}()

	<-ctx.Done()
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		log.Error("shutdown", "err", err)
	}
}
