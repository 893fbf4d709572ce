package sync

import (
	"context"
	"errors"
	"io"
	"log"
	"testing"
	"time"

	"example.com/syncer/internal/config"
	"example.com/syncer/internal/manifest"
)

type fakeUploader struct {
	calls int
	fail  int
}

func (f *fakeUploader) Put(ctx context.Context, key, localPath string) error {
	f.calls++
	if f.calls <= f.fail {
		return errors.New("503")
	}
	return nil
}

func TestRunDryRunUploadsNothing(t *testing.T) {
	cfg := config.Default()
	cfg.DryRun = true
	up := &fakeUploader{}
	w := NewWorker(cfg, up, log.New(io.Discard, "", 0))
	if err := w.Run(context.Background(), []manifest.File{{Path: "a.css"}}); err != nil {
		t.Fatal(err)
	}
	if up.calls != 0 {
		t.Fatalf("dry run uploaded %d files", up.calls)
	}
}

func TestRetryEventuallySucceeds(t *testing.T) {
	up := &fakeUploader{fail: 2}
	w := NewWorker(config.Default(), up, log.New(io.Discard, "", 0))
	w.sleep = func(time.Duration) {}
	if err := w.Run(context.Background(), []manifest.File{{Path: "a.css"}}); err != nil {
		t.Fatal(err)
	}
	if up.calls != 3 {
		t.Fatalf("calls = %d, want 3", up.calls)
	}
}
