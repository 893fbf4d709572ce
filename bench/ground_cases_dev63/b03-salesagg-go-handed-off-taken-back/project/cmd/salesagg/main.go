package main

import (
	"flag"
	"log"
	"time"

	"github.com/kurumi-foods/salesagg/internal/report"
)

func main() {
	from := flag.String("from", "", "first day to aggregate (YYYY-MM-DD, JST)")
	to := flag.String("to", "", "last day to aggregate (YYYY-MM-DD, JST)")
	weekly := flag.Bool("weekly", false, "also write weekly totals")
	flag.Parse()

	start, err := time.ParseInLocation("2006-01-02", *from, report.JST())
	if err != nil {
		log.Fatalf("bad -from: %v", err)
	}
	end, err := time.ParseInLocation("2006-01-02", *to, report.JST())
	if err != nil {
		log.Fatalf("bad -to: %v", err)
	}
	sales, err := report.LoadSales(start, end.AddDate(0, 0, 1))
	if err != nil {
		log.Fatal(err)
	}
	for _, d := range report.Daily(sales) {
		log.Printf("daily store=%s date=%s total=%d", d.Store, d.Date, d.Total)
	}
	if *weekly {
		for _, w := range report.Weekly(sales) {
			log.Printf("weekly store=%s week=%s total=%d", w.Store, w.Week, w.Total)
		}
	}
}
