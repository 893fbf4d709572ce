// importer は倉庫から SFTP で届いた出荷実績 CSV を基幹 DB に取り込む夜間バッチ。
// cron (毎日 02:00) から `importer /data/in/shipments_YYYYMMDD.csv` で起動される。
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/transform"

	"example.co.jp/logi/shipment-batch/internal/config"
	"example.co.jp/logi/shipment-batch/internal/csvimport"
	"example.co.jp/logi/shipment-batch/internal/store"
)

func main() {
	flag.Parse()
	if err := run(context.Background(), flag.Args()); err != nil {
		log.Fatalf("import failed: %v", err)
	}
}

func run(ctx context.Context, args []string) error {
	if len(args) != 1 {
		return fmt.Errorf("usage: importer <csv file>")
	}
	path := args[0]
	cfg, err := config.Load()
	if err != nil {
		return err
	}

	log.Printf("import start: %s", path)
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()

	// 倉庫側のシステムが Shift_JIS でしか出せないため変換して読む
	r := csvimport.NewReader(transform.NewReader(f, japanese.ShiftJIS.NewDecoder()))
	shipments, err := r.ReadAll()
	if err != nil {
		return fmt.Errorf("%s: %w", filepath.Base(path), err)
	}

	ctx, cancel := context.WithTimeout(ctx, cfg.Timeout)
	defer cancel()
	db, err := store.Open(ctx, cfg.DSN)
	if err != nil {
		return err
	}
	defer db.Close()

	n, err := db.UpsertShipments(ctx, shipments)
	if err != nil {
		return err
	}
	log.Printf("import done: %s (read=%d, upserted=%d)", filepath.Base(path), len(shipments), n)
	return moveToDone(path, cfg.DoneDir)
}

// moveToDone は取り込み済みファイルを done/YYYYMMDD/ に移す。
func moveToDone(path, doneDir string) error {
	dir := filepath.Join(doneDir, time.Now().Format("20060102"))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.Rename(path, filepath.Join(dir, filepath.Base(path)))
}
