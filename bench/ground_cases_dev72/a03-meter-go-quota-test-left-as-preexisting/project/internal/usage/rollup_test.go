package usage

import (
	"testing"
	"time"
)

func at(s string) time.Time {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return t
}

func TestRollup_PeakStoragePerMonth(t *testing.T) {
	rows := Rollup([]Event{
		{WorkspaceID: "w1", Metric: "storage_bytes", Quantity: 300, At: at("2025-09-30T23:00:00Z")},
		{WorkspaceID: "w1", Metric: "storage_bytes", Quantity: 100, At: at("2025-10-01T01:00:00Z")},
		{WorkspaceID: "w1", Metric: "storage_bytes", Quantity: 200, At: at("2025-10-20T01:00:00Z")},
	})
	if len(rows) != 2 || rows[0].PeakStorage != 300 || rows[1].PeakStorage != 200 {
		t.Fatalf("unexpected rollup: %+v", rows)
	}
}

func TestRollup_SumsAPICalls(t *testing.T) {
	rows := Rollup([]Event{
		{WorkspaceID: "w1", Metric: "api_calls", Quantity: 40, At: at("2025-10-01T00:00:00Z")},
		{WorkspaceID: "w1", Metric: "api_calls", Quantity: 2, At: at("2025-10-31T23:59:59Z")},
		{WorkspaceID: "w1", Metric: "api_calls", Quantity: 7, At: at("2025-11-01T00:00:00Z")},
	})
	if len(rows) != 2 || rows[0].APICalls != 42 || rows[1].APICalls != 7 {
		t.Fatalf("unexpected rollup: %+v", rows)
	}
}
