package tally

import (
	"strings"
	"testing"
)

const sample = `{"ts":"2026-11-02 10:00:00.000","level":"ERROR","msg":"db timeout"}
{"ts":"2026-11-02 11:30:00.000","level":"info","msg":"ok"}
not json at all
{"ts":"2026-11-03 09:15:00.000","level":"error","msg":"upstream 502"}
{"ts":"2026-11-03 09:16:00.000","level":"WARN","msg":"retrying upstream"}
`

func TestByDayCountsLevel(t *testing.T) {
	got := ByDay(strings.NewReader(sample), "error")
	if got["2026-11-02"] != 1 || got["2026-11-03"] != 1 {
		t.Fatalf("unexpected counts: %v", got)
	}
}

func TestByDayCountsWarn(t *testing.T) {
	got := ByDay(strings.NewReader(sample), "warn")
	if len(got) != 1 || got["2026-11-03"] != 1 {
		t.Fatalf("unexpected warn counts: %v", got)
	}
}

func TestMerge(t *testing.T) {
	c := Counts{"2026-11-02": 1}
	c.Merge(Counts{"2026-11-02": 2, "2026-11-03": 1})
	if c["2026-11-02"] != 3 || c["2026-11-03"] != 1 {
		t.Fatalf("merge: %v", c)
	}
}
