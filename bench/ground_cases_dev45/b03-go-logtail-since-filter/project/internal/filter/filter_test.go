package filter

import (
	"testing"

	"github.com/hrk-tools/logtail/internal/reader"
)

func TestMatchLevel(t *testing.T) {
	f := Filter{Level: "warn"}
	cases := map[string]bool{
		"debug": false,
		"info":  false,
		"warn":  true,
		"ERROR": true,
	}
	for lvl, want := range cases {
		if got := f.Match(reader.Entry{Level: lvl}); got != want {
			t.Errorf("level %s: got %v want %v", lvl, got, want)
		}
	}
}

func TestMatchContains(t *testing.T) {
	f := Filter{Contains: "timeout"}
	if !f.Match(reader.Entry{Msg: "upstream timeout after 30s"}) {
		t.Error("should match")
	}
	if f.Match(reader.Entry{Msg: "ok"}) {
		t.Error("should not match")
	}
}

func TestMatchEmptyFilter(t *testing.T) {
	if !(Filter{}).Match(reader.Entry{Msg: "anything"}) {
		t.Error("empty filter should match everything")
	}
}
