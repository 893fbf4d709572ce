package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"time"

	"github.com/sorami-logi/haisou/internal/batch"
	"github.com/sorami-logi/haisou/internal/store"
)

func main() {
	var (
		dateStr = flag.String("date", "", "出荷日 (YYYY-MM-DD)。省略時は今日")
		dsn     = flag.String("dsn", os.Getenv("HAISOU_DSN"), "PostgreSQL の接続文字列")
		dryRun  = flag.Bool("dry-run", false, "DB を更新せずサマリだけ出力する")
	)
	flag.Parse()

	logger := slog.New(slog.NewJSONHandler(os.Stderr, nil))

	date := time.Now()
	if *dateStr != "" {
		d, err := time.ParseInLocation("2006-01-02", *dateStr, time.Local)
		if err != nil {
			fmt.Fprintf(os.Stderr, "invalid -date: %v\n", err)
			os.Exit(2)
		}
		date = d
	}

	pg, err := store.Open(*dsn)
	if err != nil {
		logger.Error("db open", "err", err)
		os.Exit(1)
	}
	defer pg.Close()

	r := &batch.Runner{Store: pg, Out: os.Stdout, Log: logger, DryRun: *dryRun}
	if _, err := r.Run(context.Background(), date); err != nil {
		logger.Error("batch failed", "err", err)
		os.Exit(1)
	}
}
