package dunning

import (
	"testing"
	"time"

	"github.com/tsubame-io/billing/internal/billing"
)

func TestNextAttemptStopsAfterLastRetry(t *testing.T) {
	failed := time.Date(2025, 10, 1, 0, 0, 0, 0, time.UTC)
	inv := billing.Invoice{FailedAt: &failed, Attempts: 3}
	if _, ok := NextAttempt(inv); ok {
		t.Fatal("expected no more attempts")
	}
}

func TestPaidInvoiceNeverExpires(t *testing.T) {
	failed := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	inv := billing.Invoice{FailedAt: &failed, Status: billing.StatusPaid}
	if GraceExpired(inv, time.Now()) {
		t.Fatal("paid invoice must not expire")
	}
}
