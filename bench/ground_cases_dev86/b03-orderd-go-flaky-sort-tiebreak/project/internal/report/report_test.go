package report

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/tsubame/orderd/internal/store"
)

var update = flag.Bool("update", false, "rewrite golden files")

func TestDailyGolden(t *testing.T) {
	ts := time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC)
	got := Daily([]store.Order{{ID: "o-1", Customer: "c-9", CreatedAt: ts}})
	golden := filepath.Join("testdata", "daily.golden")
	if *update {
		os.WriteFile(golden, []byte(got), 0o644)
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if string(want) != got {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}
