package cache

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/parcelhop/shipfeed/internal/carrier"
)

func TestPutGet(t *testing.T) {
	c := NewRateCache()
	want := []carrier.Rate{{Carrier: "dhl", Service: "parcel", Cents: 699, Currency: "EUR", Days: 2}}
	c.Put("DE-10115>FR-75001:2000", want)
	got, ok := c.Get("DE-10115>FR-75001:2000")
	if !ok {
		t.Fatal("expected a hit")
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("rates differ (-want +got):\n%s", diff)
	}
}

func TestExpiry(t *testing.T) {
	c := NewRateCache()
	now := time.Date(2025, 11, 3, 9, 0, 0, 0, time.UTC)
	c.now = func() time.Time { return now }
	c.Put("k", nil)
	now = now.Add(DefaultTTL + time.Second)
	if _, ok := c.Get("k"); ok {
		t.Fatal("expected the entry to be expired")
	}
	if n := c.Purge(); n != 1 {
		t.Fatalf("purged %d, want 1", n)
	}
}
