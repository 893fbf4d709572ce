package server

import (
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"

	"github.com/go-chi/chi/v5"
	"go.uber.org/zap"
)

// ProxyRoutes forwards /api/* to the upstream named by UPSTREAM_URL.
func ProxyRoutes(log *zap.Logger) http.Handler {
	upstream := os.Getenv("UPSTREAM_URL")
	if upstream == "" {
		upstream = "http://127.0.0.1:9000"
	}
	target, err := url.Parse(upstream)
	if err != nil {
		log.Fatal("bad UPSTREAM_URL", zap.String("value", upstream), zap.Error(err))
	}
	proxy := httputil.NewSingleHostReverseProxy(target)
	proxy.ErrorHandler = func(w http.ResponseWriter, r *http.Request, err error) {
		log.Warn("upstream error", zap.String("path", r.URL.Path), zap.Error(err))
		http.Error(w, "bad gateway", http.StatusBadGateway)
	}

	r := chi.NewRouter()
	r.Handle("/*", proxy)
	return r
}
