package billing

import (
	"errors"
	"testing"
	"time"
)

func newOpen(t *testing.T, total Money) *Invoice {
	t.Helper()
	inv := NewInvoice("INV-1", "cus_1", total, time.Now().Add(72*time.Hour))
	if err := inv.Finalize(); err != nil {
		t.Fatalf("finalize: %v", err)
	}
	return inv
}

func TestFinalizeTwice(t *testing.T) {
	inv := newOpen(t, 10_000)
	if err := inv.Finalize(); !errors.Is(err, ErrNotDraft) {
		t.Fatalf("second finalize: want ErrNotDraft, got %v", err)
	}
}

func TestApplyCreditPartial(t *testing.T) {
	inv := newOpen(t, 10_000)
	if err := inv.ApplyCredit(2_500); err != nil {
		t.Fatal(err)
	}
	if inv.Balance != 7_500 || inv.Status != StatusOpen {
		t.Fatalf("got balance %d status %s", inv.Balance, inv.Status)
	}
}

func TestApplyCreditExact(t *testing.T) {
	inv := newOpen(t, 10_000)
	if err := inv.ApplyCredit(10_000); err != nil {
		t.Fatal(err)
	}
	if inv.Status != StatusPaid || inv.PaidAt == nil {
		t.Fatalf("want paid, got %s", inv.Status)
	}
}

func TestOverdue(t *testing.T) {
	inv := newOpen(t, 10_000)
	if inv.Overdue(time.Now()) {
		t.Fatal("not overdue yet")
	}
	if !inv.Overdue(time.Now().Add(96 * time.Hour)) {
		t.Fatal("should be overdue")
	}
}
