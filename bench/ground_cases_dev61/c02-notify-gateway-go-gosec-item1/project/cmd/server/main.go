package main

import (
	"context"
	"errors"
	"log"
	"net/http"
	"os"
	"os/signal"
	"syscall"

	"github.com/go-chi/chi/v5"

	"github.com/lanhai/notify-gateway/internal/audit"
	"github.com/lanhai/notify-gateway/internal/config"
	"github.com/lanhai/notify-gateway/internal/handlers"
	"github.com/lanhai/notify-gateway/internal/upstream"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		log.Fatalf("config: %v", err)
	}
	auditLog, err := audit.Open(cfg.AuditPath)
	if err != nil {
		log.Fatalf("audit: %v", err)
	}
	defer auditLog.Close()

	up, err := upstream.New(cfg.UpstreamURL, cfg.UpstreamTimeout, cfg.UpstreamCAFile)
	if err != nil {
		log.Fatalf("upstream: %v", err)
	}
	h := handlers.New(up, auditLog, cfg.AttachmentDir)

	r := chi.NewRouter()
	r.Post("/v1/notify", h.Notify)
	r.Get("/v1/attachments/{name}", h.Download)
	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) })

	srv := &http.Server{
		Addr:    cfg.ListenAddr,
		Handler: r,
	}

	go func() {
		if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Fatalf("listen: %v", err)
		}
	}()
	log.Printf("notify-gateway listening on %s", cfg.ListenAddr)

	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGINT, syscall.SIGTERM)
	<-stop
	ctx, cancel := context.WithTimeout(context.Background(), cfg.ShutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(ctx); err != nil {
		log.Printf("shutdown: %v", err)
	}
}
