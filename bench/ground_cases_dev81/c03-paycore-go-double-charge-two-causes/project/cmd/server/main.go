package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/lianjia-pay/paycore/internal/db"
	"github.com/lianjia-pay/paycore/internal/gateway"
	"github.com/lianjia-pay/paycore/internal/payment"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	pool, err := db.Open(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		slog.Error("db open", "err", err)
		os.Exit(1)
	}
	defer pool.Close()

	psp := gateway.NewClient(os.Getenv("PSP_BASE_URL"), os.Getenv("PSP_API_KEY"))
	svc := payment.NewService(payment.NewRepo(pool), psp)

	mux := http.NewServeMux()
	mux.Handle("POST /v1/payments", payment.CreateHandler(svc))
	srv := &http.Server{Addr: ":8080", Handler: mux, ReadHeaderTimeout: 5 * time.Second}

	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = srv.Shutdown(shutdown)
	}()
	slog.Info("listening", "addr", srv.Addr)
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		slog.Error("serve", "err", err)
	}
}
