package main

import (
	"context"
	"flag"
	"log"
	"os"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"git.internal.example.com/fin/payout-recon/internal/ledger"
	"git.internal.example.com/fin/payout-recon/internal/payouts"
	"git.internal.example.com/fin/payout-recon/internal/recon"
)

func main() {
	date := flag.String("date", time.Now().AddDate(0, 0, -1).Format("2006-01-02"), "payout arrival date")
	statement := flag.String("statement", "", "bank statement CSV (local path)")
	out := flag.String("out", "", "report path (default recon_report_<date>.csv)")
	dryRun := flag.Bool("dry-run", false, "fetch and match, but do not write ledger_payout_lines")
	flag.Parse()

	ctx := context.Background()
	day, err := time.Parse("2006-01-02", *date)
	if err != nil {
		log.Fatalf("bad -date: %v", err)
	}
	pool, err := pgxpool.New(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatalf("db: %v", err)
	}
	defer pool.Close()

	client := payouts.NewClient(os.Getenv("PSP_API_KEY"))
	ps, err := client.PayoutsArrivingOn(ctx, day)
	if err != nil {
		log.Fatalf("fetch payouts: %v", err)
	}
	if *dryRun {
		log.Printf("dry run: skipping ledger writes for %d payouts", len(ps))
	} else {
		w := ledger.NewWriter(pool)
		for _, p := range ps {
			if err := w.Upsert(ctx, p); err != nil {
				log.Fatalf("ledger %s: %v", p.ID, err)
			}
		}
	}

	lines, err := recon.ReadStatement(*statement)
	if err != nil {
		log.Fatalf("statement: %v", err)
	}
	report := recon.Match(ps, lines)
	path := *out
	if path == "" {
		path = "recon_report_" + *date + ".csv"
	}
	if err := report.WriteCSV(path); err != nil {
		log.Fatalf("report: %v", err)
	}
	log.Printf("recon %s: %d payouts, %d matched, %d unmatched", *date, len(ps), report.Matched, len(report.Unmatched))
}
