package queue

import "expvar"

// Counters published under /debug/vars (the expvar handler is registered on
// http.DefaultServeMux, which jobqd's admin server already uses).
var (
	claimedTotal   = expvar.NewInt("jobq.claimed")
	completedTotal = expvar.NewInt("jobq.completed")
	retriedTotal   = expvar.NewInt("jobq.retried")
	failedTotal    = expvar.NewInt("jobq.failed")
	requeuedTotal  = expvar.NewInt("jobq.requeued_stale")
)
