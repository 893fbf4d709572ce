package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/chenyu-shop/ordstat/internal/report"
	"github.com/chenyu-shop/ordstat/internal/store"
)

func main() {
	if len(os.Args) < 2 {
		log.Fatal("usage: ordstat daily|weekly|monthly [--date YYYY-MM-DD]")
	}
	fs := flag.NewFlagSet(os.Args[1], flag.ExitOnError)
	date := fs.String("date", "", "report date (Asia/Shanghai)")
	_ = fs.Parse(os.Args[2:])

	now := time.Now()
	if *date != "" {
		d, err := time.ParseInLocation("2006-01-02", *date, report.Shanghai)
		if err != nil {
			log.Fatal(err)
		}
		now = d
	}

	var start, end time.Time
	var key func(time.Time) string
	switch os.Args[1] {
	case "daily":
		start, end = report.DayRange(now.AddDate(0, 0, -1))
		key = report.DayKey
	case "weekly":
		start, end = report.WeekRange(now.AddDate(0, 0, -7))
		key = report.WeekKey
	case "monthly":
		start, end = report.LastMonthRange(now)
		key = report.MonthKey
	default:
		log.Fatalf("unknown report %q", os.Args[1])
	}

	pool, err := pgxpool.New(context.Background(), os.Getenv("ORDSTAT_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	orders, err := store.New(pool).PaidBetween(context.Background(), start, end)
	if err != nil {
		log.Fatal(err)
	}
	buckets := report.Bucket(orders, key)
	for _, k := range report.Keys(buckets) {
		v := buckets[k]
		fmt.Printf("%s\t%d\t%.2f\n", k, v[0], float64(v[1])/100)
	}
}
