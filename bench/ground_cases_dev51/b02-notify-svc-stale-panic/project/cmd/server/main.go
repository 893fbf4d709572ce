package main

import (
	"context"
	"database/sql"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"

	_ "github.com/lib/pq"

	"github.com/acme/notify-svc/internal/config"
	"github.com/acme/notify-svc/internal/httpapi"
	"github.com/acme/notify-svc/internal/mailer"
	"github.com/acme/notify-svc/internal/store"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	cfg, err := config.Load()
	if err != nil {
		log.Error("config", "err", err)
		os.Exit(1)
	}
	db, err := sql.Open("postgres", cfg.DatabaseURL)
	if err != nil {
		log.Error("db", "err", err)
		os.Exit(1)
	}
	wh := &httpapi.WebhookHandler{
		Secret: cfg.WebhookSecret,
		Orders: &store.Orders{DB: db},
		Mail:   mailer.NewSMTP(cfg.SMTPHost, cfg.SMTPPort, cfg.MailFrom),
		Log:    log,
	}
	srv := &http.Server{Addr: cfg.Addr, Handler: httpapi.NewRouter(log, wh, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
	})}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		log.Info("listening", "addr", cfg.Addr)
		if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
			log.Error("serve", "err", err)
			stop()
		}
	}()
	<-ctx.Done()
	shutdown, cancel := context.WithTimeout(context.Background(), cfg.ShutdownGrace)
	defer cancel()
	_ = srv.Shutdown(shutdown)
}
