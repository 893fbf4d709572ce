package batch

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

func TestSummarizeEmpty(t *testing.T) {
	sum := summarize(nil, 0, time.Now())
	if sum.Total != 0 {
		t.Fatalf("Total = %d, want 0", sum.Total)
	}
	if len(sum.ByCarrier) != 0 {
		t.Fatalf("ByCarrier = %v, want empty", sum.ByCarrier)
	}
}

func TestWriteTo(t *testing.T) {
	s := Summary{
		Total:     3,
		Skipped:   1,
		ByCarrier: map[string]int{"yamato": 2, "sagawa": 1},
		Elapsed:   1500 * time.Millisecond,
	}
	var buf bytes.Buffer
	if _, err := s.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	if !strings.Contains(out, "出荷 3 件 (スキップ 1 件)") {
		t.Errorf("header missing: %q", out)
	}
	if strings.Index(out, "sagawa") > strings.Index(out, "yamato") {
		t.Errorf("carriers not sorted: %q", out)
	}
}
