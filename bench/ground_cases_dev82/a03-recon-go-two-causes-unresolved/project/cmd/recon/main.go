package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"time"

	"github.com/lumenwerk/recon/internal/fx"
	"github.com/lumenwerk/recon/internal/report"
	"github.com/lumenwerk/recon/internal/stripeexport"
)

func main() {
	in := flag.String("in", "", "Stripe balance export (CSV)")
	ratesPath := flag.String("rates", "", "ECB reference rates (CSV)")
	month := flag.String("month", "", "month to report, YYYY-MM")
	outDir := flag.String("out", ".", "directory for the report")
	flag.Parse()

	if *in == "" || *ratesPath == "" || *month == "" {
		flag.Usage()
		os.Exit(2)
	}
	start, err := time.Parse("2006-01", *month)
	if err != nil {
		log.Fatalf("bad -month %q: %v", *month, err)
	}

	txs, err := stripeexport.Load(*in)
	if err != nil {
		log.Fatal(err)
	}
	rates, err := fx.LoadECB(*ratesPath)
	if err != nil {
		log.Fatal(err)
	}

	rep, err := report.BuildMonthly(txs, rates, start)
	if err != nil {
		log.Fatal(err)
	}
	path := fmt.Sprintf("%s/recon-%s.csv", *outDir, start.Format("2006-01"))
	if err := rep.WriteCSV(path); err != nil {
		log.Fatal(err)
	}
	fmt.Print(rep.Summary())
	fmt.Printf("written to %s\n", path)
}
