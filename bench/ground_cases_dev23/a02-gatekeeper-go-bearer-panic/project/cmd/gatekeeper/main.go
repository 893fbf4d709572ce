package main

import (
	"context"
	"log/slog"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"time"

	"github.com/acme/gatekeeper/internal/auth"
	"github.com/acme/gatekeeper/internal/introspect"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	upstream, err := url.Parse(os.Getenv("UPSTREAM_URL"))
	if err != nil || upstream.Host == "" {
		log.Error("UPSTREAM_URL must be an absolute URL", "value", os.Getenv("UPSTREAM_URL"))
		os.Exit(2)
	}
	verifier := introspect.New(os.Getenv("INTROSPECT_URL"), 3, 200*time.Millisecond)
	handler := &auth.Middleware{
		Next:     httputil.NewSingleHostReverseProxy(upstream),
		Verifier: verifier,
		Log:      log,
	}
	srv := &http.Server{
		Addr:              ":8080",
		Handler:           handler,
		ReadHeaderTimeout: 5 * time.Second,
		BaseContext:       func(net.Listener) context.Context { return context.Background() },
	}
	log.Info("listening", "addr", srv.Addr, "upstream", upstream.String())
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		log.Error("server stopped", "err", err)
		os.Exit(1)
	}
}
