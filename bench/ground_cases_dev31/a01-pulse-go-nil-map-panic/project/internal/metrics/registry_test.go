package metrics

import (
	"bytes"
	"strings"
	"testing"
)

func TestIncCreatesCounter(t *testing.T) {
	r := NewRegistry()
	r.Inc("pulse_ingest_total", 1)
	r.Inc("pulse_ingest_total", 2)
	if got := r.counters["pulse_ingest_total"].value; got != 3 {
		t.Fatalf("counter = %v, want 3", got)
	}
}

func TestObserveBuckets(t *testing.T) {
	r := NewRegistry()
	r.Observe("pulse_job_seconds", 0.02)
	r.Observe("pulse_job_seconds", 3)
	r.Observe("pulse_job_seconds", 42)
	h := r.histograms["pulse_job_seconds"]
	if h.total != 3 {
		t.Fatalf("total = %d, want 3", h.total)
	}
	if h.counts[len(h.counts)-1] != 1 {
		t.Fatalf("+Inf bucket = %d, want 1", h.counts[len(h.counts)-1])
	}
}

func TestWriteText(t *testing.T) {
	r := NewRegistry()
	r.Inc("b_total", 1)
	r.Inc("a_total", 1)
	var buf bytes.Buffer
	if err := r.WriteText(&buf); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	if strings.Index(out, "a_total") > strings.Index(out, "b_total") {
		t.Fatalf("not sorted:\n%s", out)
	}
}
