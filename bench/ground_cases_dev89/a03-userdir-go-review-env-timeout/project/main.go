package main

import (
	"context"
	"log"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/kestrel-labs/userdir/internal/config"
	"github.com/kestrel-labs/userdir/internal/handler"
	"github.com/kestrel-labs/userdir/internal/middleware"
	"github.com/kestrel-labs/userdir/internal/store"
)

func main() {
	cfg := config.Load()
	db, err := store.Open(context.Background(), cfg.DatabaseURL)
	if err != nil {
		log.Fatalf("db: %v", err)
	}
	defer db.Close()

	h := handler.New(db, cfg.AvatarBaseURL)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /users", h.ListUsers)
	mux.HandleFunc("GET /users/{id}/avatar", h.Avatar)

	srv := &http.Server{
		Addr:         ":" + cfg.Port,
		Handler:      middleware.Timeout(cfg.RequestTimeout)(mux),
		ReadTimeout:  cfg.ReadTimeout,
		WriteTimeout: cfg.WriteTimeout,
	}
	go func() {
		log.Printf("listening on %s", srv.Addr)
		if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
			log.Fatal(err)
		}
	}()

	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGINT, syscall.SIGTERM)
	<-stop
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_ = srv.Shutdown(ctx)
}
