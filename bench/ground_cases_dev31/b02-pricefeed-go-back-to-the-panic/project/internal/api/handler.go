// Package api serves quotes over HTTP.
package api

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/acme/pricefeed/internal/cache"
)

type QuoteHandler struct {
	Upstream string
	Cache    *cache.Cache
	Client   *http.Client
	Timeout  time.Duration
	Log      *slog.Logger
}

func (h *QuoteHandler) fetch(ctx context.Context, pair string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, h.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, h.Upstream+"/v1/quotes/"+pair, nil)
	if err != nil {
		return nil, err
	}
	resp, err := h.Client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

func (h *QuoteHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	pair := strings.ToUpper(strings.TrimPrefix(r.URL.Path, "/quotes/"))
	if len(pair) != 6 {
		http.Error(w, "bad pair", http.StatusBadRequest)
		return
	}
	body, ok := h.Cache.Get(pair)
	if !ok {
		var err error
		body, err = h.fetch(r.Context(), pair)
		if err != nil {
			h.Log.Error("upstream", "pair", pair, "err", err)
			http.Error(w, "upstream unavailable", http.StatusBadGateway)
			return
		}
		h.Cache.Set(pair, body)
	}
	w.Header().Set("Content-Type", "application/json")
	if _, err := w.Write(body); err != nil {
		h.Log.Warn("write response", "pair", pair, "err", err)
	}
}
