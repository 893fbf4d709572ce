package sweep

import (
	"fmt"
	"testing"
	"time"
)

var now = time.Date(2025, 11, 10, 12, 0, 0, 0, time.UTC)

func mk(n int) []File {
	var fs []File
	for i := 0; i < n; i++ {
		d := now.AddDate(0, 0, -i)
		fs = append(fs, File{
			Path:    fmt.Sprintf("/l/app-%s.log.gz", d.Format("20060102")),
			Name:    fmt.Sprintf("app-%s.log.gz", d.Format("20060102")),
			ModTime: d,
			Size:    100,
		})
	}
	return fs
}

func TestKeepNewestN(t *testing.T) {
	got := SelectExpired(mk(10), Options{Keep: 7, Now: now})
	if len(got) != 3 {
		t.Fatalf("want 3 expired, got %d", len(got))
	}
}

func TestOlderThan(t *testing.T) {
	got := SelectExpired(mk(10), Options{Keep: 2, OlderThan: 96 * time.Hour, Now: now})
	if len(got) != 6 {
		t.Fatalf("want 6 expired, got %d", len(got))
	}
}

func TestTotalSize(t *testing.T) {
	if TotalSize(mk(4)) != 400 {
		t.Fatal("size")
	}
}
