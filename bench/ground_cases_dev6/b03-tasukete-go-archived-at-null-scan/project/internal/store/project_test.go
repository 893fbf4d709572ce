package store

import (
	"testing"
	"time"
)

type fakeRow struct{ vals []any }

func (f fakeRow) Scan(dest ...any) error {
	for i, d := range dest {
		switch p := d.(type) {
		case *int64:
			*p = f.vals[i].(int64)
		case *string:
			*p = f.vals[i].(string)
		case *time.Time:
			*p = f.vals[i].(time.Time)
		}
	}
	return nil
}

func TestScanProjectArchived(t *testing.T) {
	now := time.Date(2024, 6, 1, 12, 0, 0, 0, time.UTC)
	p, err := scanProject(fakeRow{vals: []any{int64(1), "Inbox", int64(7), now, now}})
	if err != nil {
		t.Fatal(err)
	}
	if !p.Archived() {
		t.Fatalf("expected archived project")
	}
}
