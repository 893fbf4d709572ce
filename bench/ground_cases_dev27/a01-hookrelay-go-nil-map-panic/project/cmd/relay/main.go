package main

import (
	"context"
	"flag"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/harbor-labs/hookrelay/internal/httpapi"
	"github.com/harbor-labs/hookrelay/internal/relay"
	"github.com/harbor-labs/hookrelay/internal/store"
)

func main() {
	addr := flag.String("addr", ":8080", "listen address")
	ttl := flag.Duration("ttl", 24*time.Hour, "drop deliveries older than this")
	maxBody := flag.Int64("max-body", 1<<20, "largest webhook body accepted, in bytes")
	target := flag.String("target", "", "base URL deliveries are forwarded to")
	purgeEvery := flag.Duration("purge-every", time.Hour, "how often expired deliveries are dropped")
	flag.Parse()

	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	st := store.New(*ttl)
	h := &httpapi.Handler{Store: st, Log: log, MaxBody: *maxBody}
	srv := &http.Server{Addr: *addr, Handler: h.Routes(), ReadHeaderTimeout: 5 * time.Second}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	go relay.Run(ctx, st, *target, log)
	go func() {
		for range time.Tick(*purgeEvery) {
			if n := st.Purge(time.Now()); n > 0 {
				log.Info("purged expired deliveries", "count", n)
			}
		}
	}()

	go func() {
		<-ctx.Done()
		st.Close()
		shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = srv.Shutdown(shutdown)
	}()
	log.Info("listening", "addr", *addr)
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		log.Error("server stopped", "err", err)
		os.Exit(1)
	}
}
