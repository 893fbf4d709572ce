package main

import "testing"

func mustParse(t *testing.T, line string) Entry {
	t.Helper()
	e, err := ParseLine(line)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func TestMatchLevel(t *testing.T) {
	f := Filter{MinLevel: Warn}
	if f.Match(mustParse(t, "2025-11-03T09:00:00Z INFO started")) {
		t.Error("info should be filtered at warn")
	}
	if !f.Match(mustParse(t, "2025-11-03T09:00:01Z ERROR boom")) {
		t.Error("error should pass at warn")
	}
}

func TestParseLevelCaseInsensitive(t *testing.T) {
	for _, s := range []string{"warn", "WARN", "Warn", " warn "} {
		if got := ParseLevel(s); got != Warn {
			t.Errorf("ParseLevel(%q) = %v, want Warn", s, got)
		}
	}
}

func TestMatchContains(t *testing.T) {
	f := Filter{Contains: "retry"}
	if !f.Match(mustParse(t, "2025-11-03T09:00:00Z WARN payment retry id=1")) {
		t.Error("expected a match")
	}
	if f.Match(mustParse(t, "2025-11-03T09:00:00Z WARN payment ok id=1")) {
		t.Error("unexpected match")
	}
}
