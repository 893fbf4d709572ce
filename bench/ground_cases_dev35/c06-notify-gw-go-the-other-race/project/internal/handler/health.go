package handler

import (
	"net/http"
	"time"
)

var startedAt = time.Now()

// Healthz 给 k8s liveness/readiness 探针用, 只要进程活着就返回 200
func Healthz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write([]byte(`{"status":"ok","uptime":"` + time.Since(startedAt).Truncate(time.Second).String() + `"}`))
}
