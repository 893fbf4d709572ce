package query

import (
	"net/url"
	"testing"
	"time"
)

func TestDateRangeInclusiveEnd(t *testing.T) {
	q := url.Values{"from": {"2025-11-10"}, "to": {"2025-11-16"}}
	r, err := DateRange(q)
	if err != nil {
		t.Fatal(err)
	}
	if got := r.To.Sub(r.From); got != 7*24*time.Hour {
		t.Fatalf("span = %v, want 168h", got)
	}
}

func TestDateRangeRejectsReversed(t *testing.T) {
	q := url.Values{"from": {"2025-11-16"}, "to": {"2025-11-10"}}
	if _, err := DateRange(q); err != ErrBadRange {
		t.Fatalf("err = %v, want ErrBadRange", err)
	}
}

func TestLimitCapped(t *testing.T) {
	n, err := Limit(url.Values{"limit": {"5000"}}, 200, 1000)
	if err != nil || n != 1000 {
		t.Fatalf("Limit = %d, %v", n, err)
	}
}
