package httpapi

import (
	"context"
	"errors"
	"io"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/mitsuboshi-dev/edge-api/internal/config"
	"github.com/mitsuboshi-dev/edge-api/internal/metrics"
)

type upstream struct {
	base    string
	client  *http.Client
	timeout time.Duration
	m       *metrics.Metrics
}

func newUpstream(cfg config.Config, m *metrics.Metrics) *upstream {
	return &upstream{base: cfg.UpstreamURL, client: &http.Client{}, timeout: cfg.UpstreamLimit, m: m}
}

func (u *upstream) proxy(w http.ResponseWriter, r *http.Request, path string) {
	ctx, cancel := context.WithTimeout(r.Context(), u.timeout)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, u.base+path, nil)
	res, err := u.client.Do(req)
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			u.m.UpstreamError("timeout")
			http.Error(w, "upstream timeout", http.StatusGatewayTimeout)
			return
		}
		u.m.UpstreamError("transport")
		http.Error(w, "upstream error", http.StatusBadGateway)
		return
	}
	defer res.Body.Close()
	w.Header().Set("Content-Type", res.Header.Get("Content-Type"))
	w.WriteHeader(res.StatusCode)
	_, _ = io.Copy(w, res.Body)
}

func (u *upstream) getUser(w http.ResponseWriter, r *http.Request) {
	u.proxy(w, r, "/users/"+chi.URLParam(r, "userID"))
}

func (u *upstream) listOrders(w http.ResponseWriter, r *http.Request) {
	u.proxy(w, r, "/users/"+chi.URLParam(r, "userID")+"/orders")
}

func (u *upstream) getOrder(w http.ResponseWriter, r *http.Request) {
	u.proxy(w, r, "/orders/"+chi.URLParam(r, "orderID"))
}
