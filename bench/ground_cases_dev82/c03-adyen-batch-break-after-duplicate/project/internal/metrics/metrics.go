package metrics

import (
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promauto"
)

var HTTPRequests = promauto.NewCounterVec(prometheus.CounterOpts{
	Name: "settle_http_requests_total",
	Help: "HTTP requests by route and status.",
}, []string{"route", "status"})

var AdyenNotifications = promauto.NewCounterVec(prometheus.CounterOpts{
	Name: "settle_adyen_notifications_total",
	Help: "Adyen notification items received, by event code and whether they were duplicates.",
}, []string{"event_code", "duplicate"})

var LedgerWrites = promauto.NewCounterVec(prometheus.CounterOpts{
	Name: "settle_ledger_writes_total",
	Help: "Ledger entries written, by direction.",
}, []string{"direction"})
