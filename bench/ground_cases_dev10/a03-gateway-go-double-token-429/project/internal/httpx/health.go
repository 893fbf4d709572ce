package httpx

import (
	"encoding/json"
	"net/http"
	"time"
)

var started = time.Now()

// Health answers load-balancer probes. It is mounted outside the rate limiter.
func Health(version string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.WriteHeader(http.StatusMethodNotAllowed)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{
			"status":  "ok",
			"version": version,
			"uptime":  time.Since(started).Round(time.Second).String(),
		})
	})
}
