package hold

import (
	"context"
	"fmt"
	"testing"
	"time"
)

type fakeStock struct{ reserved map[string]int }

func (f *fakeStock) Reserve(_ context.Context, wh, sku string, qty int) error {
	f.reserved[wh+"/"+sku] += qty
	return nil
}

func (f *fakeStock) Release(_ context.Context, wh, sku string, qty int) error {
	f.reserved[wh+"/"+sku] -= qty
	return nil
}

func newTestService(now *time.Time) (*Service, *fakeStock) {
	stock := &fakeStock{reserved: map[string]int{}}
	n := 0
	svc := NewService(stock, 15*time.Minute, 10, func() string { n++; return fmt.Sprintf("h%d", n) })
	svc.now = func() time.Time { return *now }
	return svc, stock
}

func TestPlaceAndRelease(t *testing.T) {
	now := time.Date(2025, 11, 3, 12, 0, 0, 0, time.UTC)
	svc, stock := newTestService(&now)
	h, err := svc.Place(context.Background(), "WAW1", "SKU-1", 3)
	if err != nil {
		t.Fatal(err)
	}
	if stock.reserved["WAW1/SKU-1"] != 3 {
		t.Fatalf("reserved = %d", stock.reserved["WAW1/SKU-1"])
	}
	if err := svc.Release(context.Background(), h.ID); err != nil {
		t.Fatal(err)
	}
	if stock.reserved["WAW1/SKU-1"] != 0 {
		t.Fatalf("reserved after release = %d", stock.reserved["WAW1/SKU-1"])
	}
}

func TestSweepReleasesExpired(t *testing.T) {
	now := time.Date(2025, 11, 3, 12, 0, 0, 0, time.UTC)
	svc, stock := newTestService(&now)
	_, _ = svc.Place(context.Background(), "WAW1", "SKU-1", 2)
	now = now.Add(16 * time.Minute)
	if n := svc.Sweep(context.Background()); n != 1 {
		t.Fatalf("swept %d, want 1", n)
	}
	if stock.reserved["WAW1/SKU-1"] != 0 {
		t.Fatalf("reserved after sweep = %d", stock.reserved["WAW1/SKU-1"])
	}
}

func TestPlaceRejectsLargeQty(t *testing.T) {
	now := time.Now()
	svc, _ := newTestService(&now)
	if _, err := svc.Place(context.Background(), "WAW1", "SKU-1", 11); err != ErrTooMany {
		t.Fatalf("err = %v, want ErrTooMany", err)
	}
}
