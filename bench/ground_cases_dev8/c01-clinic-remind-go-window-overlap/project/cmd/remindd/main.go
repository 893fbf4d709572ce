package main

import (
	"context"
	"log/slog"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/zhoujie/clinic-remind/internal/config"
	"github.com/zhoujie/clinic-remind/internal/notify"
	"github.com/zhoujie/clinic-remind/internal/reminder"
	"github.com/zhoujie/clinic-remind/internal/store"
)

func main() {
	cfg, err := config.Load(os.Getenv("REMIND_CONFIG"))
	if err != nil {
		slog.Error("load config", "err", err)
		os.Exit(1)
	}
	db, err := store.Open(context.Background(), cfg.DatabaseURL)
	if err != nil {
		slog.Error("open db", "err", err)
		os.Exit(1)
	}
	defer db.Close()

	sms := notify.NewSMSClient(cfg.SMS)
	job := reminder.NewJob(db, sms, cfg.Clinic)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	ticker := time.NewTicker(cfg.Interval)
	defer ticker.Stop()
	slog.Info("remindd started", "interval", cfg.Interval)
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-ticker.C:
			if err := job.Run(ctx, now); err != nil {
				slog.Error("reminder run", "err", err)
			}
		}
	}
}
