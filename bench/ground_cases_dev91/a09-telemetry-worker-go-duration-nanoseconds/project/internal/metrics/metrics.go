package metrics

import (
	"net/http"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promauto"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

var HandleDuration = promauto.NewHistogram(prometheus.HistogramOpts{
	Name:    "telemetry_handle_duration_seconds",
	Help:    "Time spent handling one message.",
	Buckets: prometheus.DefBuckets,
})

var MessagesProcessed = promauto.NewCounter(prometheus.CounterOpts{
	Name: "telemetry_messages_processed_total",
	Help: "Messages handled successfully and deleted from the queue.",
})

var MessagesFailed = promauto.NewCounter(prometheus.CounterOpts{
	Name: "telemetry_messages_failed_total",
	Help: "Messages whose handler returned an error (left on the queue).",
})

func Serve(addr string) error {
	mux := http.NewServeMux()
	mux.Handle("/metrics", promhttp.Handler())
	return http.ListenAndServe(addr, mux)
}
