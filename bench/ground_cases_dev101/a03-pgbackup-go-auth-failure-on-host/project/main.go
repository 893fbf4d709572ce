package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/priyanair/pgbackup/internal/backup"
)

func main() {
	var (
		dir       = flag.String("dir", "/var/backups/postgres", "directory for dump files")
		keepDaily  = flag.Int("keep-daily", 7, "number of days to keep one dump for")
		keepWeekly = flag.Int("keep-weekly", 4, "number of ISO weeks to keep one dump for, on top of the dailies")
		dryRun     = flag.Bool("dry-run", false, "only print what retention would delete")
		pruneOnly  = flag.Bool("prune-only", false, "skip the dump, only apply retention")
	)
	flag.Parse()

	logger := slog.New(slog.NewTextHandler(os.Stderr, nil))
	cfg, err := backup.ConfigFromEnv()
	if err != nil && !*pruneOnly {
		logger.Error("config", "err", err)
		os.Exit(2)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	if !*pruneOnly {
		path, err := backup.Dump(ctx, cfg, *dir, time.Now())
		if err != nil {
			logger.Error("dump failed", "host", cfg.Host, "database", cfg.Database, "err", err)
			os.Exit(1)
		}
		logger.Info("dump written", "path", path)
	}

	policy := backup.Policy{KeepDaily: *keepDaily, KeepWeekly: *keepWeekly}
	removed, err := backup.Prune(*dir, policy, time.Now(), *dryRun)
	if err != nil {
		logger.Error("retention failed", "err", err)
		os.Exit(1)
	}
	var total int64
	for _, f := range removed {
		total += f.Size
		fmt.Printf("%s\t%s\n", humanSize(f.Size), f.Path)
	}
	if *dryRun {
		fmt.Printf("would free %s in %d file(s)\n", humanSize(total), len(removed))
	}
}

func humanSize(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit; m /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %ciB", float64(n)/float64(div), "KMGTPE"[exp])
}
