package store

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func fixedClock() func() time.Time {
	t0 := time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC)
	return func() time.Time { return t0 }
}

func TestListOrders(t *testing.T) {
	s := New(fixedClock())
	s.Add("o-1", "c-9")
	s.Add("o-2", "c-9")
	s.Add("o-3", "c-7")
	s.Add("o-4", "c-9")

	var got []string
	for _, o := range s.ListOrders("c-9") {
		got = append(got, o.ID)
	}
	if diff := cmp.Diff([]string{"o-1", "o-2", "o-4"}, got); diff != "" {
		t.Errorf("ListOrders mismatch (-want +got):\n%s", diff)
	}
}
