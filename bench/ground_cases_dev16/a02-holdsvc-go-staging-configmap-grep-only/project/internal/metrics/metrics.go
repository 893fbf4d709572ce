// Package metrics holds the Prometheus collectors of holdsvc.
package metrics

import "github.com/prometheus/client_golang/prometheus"

var (
	HoldsPlaced = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: "holdsvc",
		Name:      "holds_placed_total",
		Help:      "Holds placed, by warehouse.",
	}, []string{"warehouse"})

	HoldsExpired = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: "holdsvc",
		Name:      "holds_expired_total",
		Help:      "Holds released by the sweeper because their TTL passed, by warehouse.",
	}, []string{"warehouse"})

	HoldsActive = prometheus.NewGaugeVec(prometheus.GaugeOpts{
		Namespace: "holdsvc",
		Name:      "holds_active",
		Help:      "Holds currently placed and not yet released or expired, by warehouse.",
	}, []string{"warehouse"})

	ReserveErrors = prometheus.NewCounter(prometheus.CounterOpts{
		Namespace: "holdsvc",
		Name:      "reserve_errors_total",
		Help:      "Stock reservations that failed for a reason other than insufficient stock.",
	})
)

// Register adds every collector to r.
func Register(r prometheus.Registerer) {
	r.MustRegister(HoldsPlaced, HoldsExpired, HoldsActive, ReserveErrors)
}
