package api

import (
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/chenhao/pricefront/internal/cache"
)

// Handler serves GET /prices/{sku} from the cache or the upstream pricing service.
type Handler struct {
	Upstream string
	Cache    *cache.Cache
	Client   *http.Client
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	sku := strings.TrimPrefix(r.URL.Path, "/prices/")
	if sku == "" || strings.Contains(sku, "/") {
		http.Error(w, "bad sku", http.StatusBadRequest)
		return
	}
	if body, ok := h.Cache.Get(sku); ok {
		w.Header().Set("X-Cache", "HIT")
		writeJSON(w, body)
		return
	}
	resp, err := h.Client.Get(fmt.Sprintf("%s/v1/prices/%s", h.Upstream, sku))
	if err != nil {
		http.Error(w, "upstream unavailable", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		http.Error(w, "upstream: "+resp.Status, resp.StatusCode)
		return
	}
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		http.Error(w, "upstream read failed", http.StatusBadGateway)
		return
	}
	h.Cache.Set(sku, body)
	w.Header().Set("X-Cache", "MISS")
	writeJSON(w, body)
}

func writeJSON(w http.ResponseWriter, body []byte) {
	w.Header().Set("Content-Type", "application/json")
	w.Write(body)
}
