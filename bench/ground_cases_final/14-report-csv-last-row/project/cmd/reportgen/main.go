package main

import (
	"flag"
	"log"
	"os"
	"time"

	"example.com/reportgen/internal/db"
	"example.com/reportgen/internal/export"
	"example.com/reportgen/internal/report"
)

func main() {
	month := flag.String("month", time.Now().AddDate(0, -1, 0).Format("2006-01"), "target month (YYYY-MM)")
	format := flag.String("format", "csv", "csv or json")
	dsn := flag.String("dsn", os.Getenv("REPORT_DSN"), "database DSN")
	flag.Parse()

	start, err := time.Parse("2006-01", *month)
	if err != nil {
		log.Fatal(err)
	}
	sales, err := db.MonthlySales(*dsn, start)
	if err != nil {
		log.Fatal(err)
	}
	rows := report.Build(sales)
	switch *format {
	case "csv":
		err = export.WriteCSV(os.Stdout, rows)
	case "json":
		err = export.WriteJSON(os.Stdout, rows)
	default:
		log.Fatalf("unknown format %q", *format)
	}
	if err != nil {
		log.Fatal(err)
	}
}
