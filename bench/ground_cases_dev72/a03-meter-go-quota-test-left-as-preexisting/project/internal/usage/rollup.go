package usage

import (
	"sort"
	"time"
)

// Event is one metered thing a workspace did.
type Event struct {
	WorkspaceID string
	Metric      string // "storage_bytes", "api_calls"
	Quantity    int64
	At          time.Time
}

// Monthly is one workspace's usage for one calendar month (UTC).
type Monthly struct {
	WorkspaceID string
	Month       string
	PeakStorage int64
	APICalls    int64
}

// Rollup folds events into one row per workspace and month.
func Rollup(events []Event) []Monthly {
	rows := map[string]*Monthly{}
	for _, e := range events {
		month := e.At.UTC().Format("2006-01")
		key := e.WorkspaceID + "/" + month
		row, ok := rows[key]
		if !ok {
			row = &Monthly{WorkspaceID: e.WorkspaceID, Month: month}
			rows[key] = row
		}
		switch e.Metric {
		case "storage_bytes":
			if e.Quantity > row.PeakStorage {
				row.PeakStorage = e.Quantity
			}
		case "api_calls":
			row.APICalls += e.Quantity
		}
	}
	out := make([]Monthly, 0, len(rows))
	for _, r := range rows {
		out = append(out, *r)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].WorkspaceID != out[j].WorkspaceID {
			return out[i].WorkspaceID < out[j].WorkspaceID
		}
		return out[i].Month < out[j].Month
	})
	return out
}
