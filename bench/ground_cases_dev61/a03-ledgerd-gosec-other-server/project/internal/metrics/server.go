// Package metrics exposes Prometheus metrics and a liveness probe on a separate port.
package metrics

import (
	"log/slog"
	"net/http"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promauto"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

var (
	RequestsTotal = promauto.NewCounterVec(prometheus.CounterOpts{
		Name: "ledgerd_http_requests_total",
		Help: "HTTP requests by route and status.",
	}, []string{"route", "status"})

	ExportBytes = promauto.NewCounter(prometheus.CounterOpts{
		Name: "ledgerd_export_bytes_total",
		Help: "Bytes served from the export directory.",
	})
)

// Serve blocks serving /metrics and /healthz on addr.
func Serve(addr string, log *slog.Logger) {
	mux := http.NewServeMux()
	mux.Handle("/metrics", promhttp.Handler())
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusOK)
	})
	srv := &http.Server{Addr: addr, Handler: mux}
	log.Info("metrics listening", "addr", addr)
	if err := srv.ListenAndServe(); err != nil {
		log.Error("metrics server stopped", "err", err)
	}
}
