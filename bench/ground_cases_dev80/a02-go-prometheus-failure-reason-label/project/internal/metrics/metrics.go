package metrics

import (
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
)

var (
	HTTPDuration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Namespace: "hookrelay",
		Name:      "http_request_duration_seconds",
		Help:      "Time spent serving HTTP requests.",
		Buckets:   []float64{.002, .005, .01, .02, .035, .05, .075, .1, .25, .5, 1, 2.5, 5},
	}, []string{"method", "path", "status"})

	Forwarded = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: "hookrelay",
		Name:      "webhooks_forwarded_total",
		Help:      "Webhooks forwarded upstream.",
	}, []string{"provider"})

	WebhookFailures = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: "hookrelay",
		Name:      "webhook_failures_total",
		Help:      "Webhooks that could not be delivered, by provider and reason.",
	}, []string{"provider", "reason"})
)

// NewRegistry returns a registry with the service metrics and the Go/process collectors.
func NewRegistry() *prometheus.Registry {
	reg := prometheus.NewRegistry()
	reg.MustRegister(
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		HTTPDuration,
		Forwarded,
		WebhookFailures,
	)
	return reg
}
