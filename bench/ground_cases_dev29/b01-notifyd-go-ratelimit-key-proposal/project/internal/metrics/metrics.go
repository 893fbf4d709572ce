package metrics

import (
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promauto"
)

var RateLimited = promauto.NewCounter(prometheus.CounterOpts{
	Name: "notifyd_rate_limited_total",
	Help: "Requests rejected with 429.",
})
