package dunning

import (
	"time"

	"github.com/tsubame-io/billing/internal/billing"
)

// Retry mails after a failed payment: 1, 3 and 7 days after the failure.
var retryDelays = []time.Duration{1 * day, 3 * day, 7 * day}

const day = 24 * time.Hour

// Workspaces are suspended when the invoice is still unpaid after the grace period.
const gracePeriod = 14 * 24 * time.Hour

// NextAttempt returns when the next reminder is due, or false when no reminder is left.
func NextAttempt(inv billing.Invoice) (time.Time, bool) {
	if inv.FailedAt == nil || inv.Attempts >= len(retryDelays) {
		return time.Time{}, false
	}
	return inv.FailedAt.Add(retryDelays[inv.Attempts]), true
}

// GraceExpired reports whether the workspace should be suspended.
func GraceExpired(inv billing.Invoice, now time.Time) bool {
	if inv.FailedAt == nil || inv.Status == billing.StatusPaid {
		return false
	}
	return now.After(inv.FailedAt.Add(gracePeriod * 24 * time.Hour))
}
