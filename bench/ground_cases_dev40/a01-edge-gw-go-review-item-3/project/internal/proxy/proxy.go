// Package proxy routes requests to upstream services by path prefix.
package proxy

import (
	"log/slog"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strings"

	"github.com/northwind-labs/edge-gw/internal/config"
)

type route struct {
	prefix string
	proxy  *httputil.ReverseProxy
}

type Router struct {
	routes []route
	log    *slog.Logger
}

// New builds a router over the configured upstreams; the first matching prefix wins.
func New(upstreams []config.Upstream, log *slog.Logger) http.Handler {
	r := &Router{log: log}
	for _, u := range upstreams {
		target, err := url.Parse(u.Target)
		if err != nil {
			log.Error("bad upstream", "target", u.Target, "err", err)
			continue
		}
		r.routes = append(r.routes, route{prefix: u.Prefix, proxy: httputil.NewSingleHostReverseProxy(target)})
	}
	return r
}

func (r *Router) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	if req.URL.Path == "/healthz" {
		w.WriteHeader(http.StatusOK)
		return
	}
	for _, rt := range r.routes {
		if strings.HasPrefix(req.URL.Path, rt.prefix) {
			rt.proxy.ServeHTTP(w, req)
			return
		}
	}
	http.NotFound(w, req)
}
