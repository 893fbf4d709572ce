package sync

import (
	"context"
	"fmt"
	"log"
	"path"
	"time"

	"example.com/syncer/internal/config"
	"example.com/syncer/internal/manifest"
)

// Uploader is the part of remote.Client the worker uses.
type Uploader interface {
	Put(ctx context.Context, key, localPath string) error
}

type Worker struct {
	cfg   config.Config
	up    Uploader
	log   *log.Logger
	Root  string // local directory the manifest paths are relative to
	sleep func(time.Duration)
}

func NewWorker(cfg config.Config, up Uploader, logger *log.Logger) *Worker {
	return &Worker{cfg: cfg, up: up, log: logger, sleep: time.Sleep}
}

// Run uploads every file, or only logs them when DryRun is set.
func (w *Worker) Run(ctx context.Context, files []manifest.File) error {
	for _, f := range files {
		if w.cfg.DryRun {
			w.log.Printf("dry run: would upload %s (%d bytes)", f.Path, f.Size)
			continue
		}
		if w.cfg.Verbose {
			w.log.Printf("uploading %s", f.Path)
		}
		if err := w.retry(ctx, func() error {
			return w.up.Put(ctx, f.Path, path.Join(w.Root, f.Path))
		}); err != nil {
			return fmt.Errorf("upload %s: %w", f.Path, err)
		}
	}
	return nil
}

// retry runs op up to MaxRetries+1 times with a linear backoff.
func (w *Worker) retry(ctx context.Context, op func() error) error {
	var err error
	for attempt := 0; attempt <= w.cfg.MaxRetries; attempt++ {
		if attempt > 0 {
			w.sleep(time.Duration(attempt-1) * w.cfg.RetryBase)
		}
		if err = op(); err == nil {
			return nil
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
	}
	return err
}
