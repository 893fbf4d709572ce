package httpapi

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"

	"github.com/acme/edgeproxy/internal/ratelimit"
)

// Config is everything the router needs from main.
type Config struct {
	Upstream string
	Keys     *KeyStore
	Limiter  *ratelimit.Limiter
	Log      *slog.Logger
	Version  string
	DB       *sql.DB
}

// NewRouter wires the proxy: API key check, then rate limit, then the upstream.
func NewRouter(cfg Config) (http.Handler, error) {
	target, err := url.Parse(cfg.Upstream)
	if err != nil {
		return nil, fmt.Errorf("upstream %q: %w", cfg.Upstream, err)
	}
	proxy := httputil.NewSingleHostReverseProxy(target)

	mux := http.NewServeMux()
	mux.HandleFunc("GET /version", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]string{"version": cfg.Version})
	})
	mux.HandleFunc("GET /healthz", healthz(cfg.DB))
	limited := RateLimit(cfg.Limiter, clientKey)
	mux.Handle("/", cfg.Keys.Require(limited(proxy)))
	return logRequests(cfg.Log, mux), nil
}

// clientKey buckets authenticated traffic by API key and the rest by IP.
func clientKey(r *http.Request) string {
	if id := KeyID(r.Context()); id != "" {
		return "key:" + id
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return "ip:" + r.RemoteAddr
	}
	return "ip:" + host
}
