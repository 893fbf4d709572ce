package main

import (
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/go-chi/chi/v5"
	"go.uber.org/zap"

	"git.example.com/platform/edge-gateway/internal/ratelimit"
	"git.example.com/platform/edge-gateway/internal/server"
)

func main() {
	log, _ := zap.NewProduction()
	defer log.Sync()

	limiter := ratelimit.New(20, 40, 10*time.Minute)
	stop := make(chan struct{})
	go limiter.Run(time.Minute, stop)

	r := chi.NewRouter()
	r.Use(server.RateLimit(limiter, log))
	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })
	r.Mount("/api", server.ProxyRoutes(log))

	srv := &http.Server{Addr: ":8080", Handler: r, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
			log.Fatal("listen", zap.Error(err))
		}
	}()

	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGINT, syscall.SIGTERM)
	<-sig
	close(stop)
	_ = srv.Close()
}
