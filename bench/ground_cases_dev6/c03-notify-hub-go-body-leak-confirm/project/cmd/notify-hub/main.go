package main

import (
	"context"
	"flag"
	"log"
	"net/http"
	"os"
	"os/signal"
	"syscall"

	"github.com/kuaidi100x/notify-hub/internal/config"
	"github.com/kuaidi100x/notify-hub/internal/sms"
	"github.com/kuaidi100x/notify-hub/internal/store"
	"github.com/kuaidi100x/notify-hub/internal/webhook"
	"github.com/kuaidi100x/notify-hub/internal/worker"
)

func main() {
	cfgPath := flag.String("config", "config.yaml", "path to config file")
	flag.Parse()

	cfg, err := config.Load(*cfgPath)
	if err != nil {
		log.Fatalf("load config: %v", err)
	}

	db, err := store.Open(cfg.MySQLDSN)
	if err != nil {
		log.Fatalf("open mysql: %v", err)
	}
	defer db.Close()

	sender := webhook.NewSender(os.Getenv(cfg.Webhook.SecretEnv), cfg.Webhook.Timeout,
		webhook.RetryPolicy{MaxAttempts: cfg.Webhook.MaxAttempts, BaseDelay: cfg.Webhook.BaseDelay})
	smsClient := sms.New(cfg.SMS.Endpoint, cfg.SMS.Timeout)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	d := worker.NewDispatcher(store.NewOutbox(db), sender, smsClient, cfg.Workers, cfg.PollInterval)
	go d.Run(ctx)

	mux := http.NewServeMux()
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("ok")) })
	srv := &http.Server{Addr: cfg.Listen, Handler: mux}
	go func() {
		<-ctx.Done()
		srv.Shutdown(context.Background())
	}()
	log.Printf("notify-hub listening on %s", cfg.Listen)
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		log.Fatal(err)
	}
}
