package main

import (
	"flag"
	"fmt"
	"os"
	"text/tabwriter"

	"github.com/kenji-s/kakeibo/internal/ledger"
)

func main() {
	file := flag.String("f", "statement.csv", "銀行サイトからダウンロードした明細CSVのパス")
	top := flag.Int("top", 0, "金額の大きいカテゴリを上から N 件だけ表示 (0 = 全部)")
	month := flag.String("month", "", "この月の明細だけ集計する。例: 2025-10 (省略すると全期間)")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "使い方: kakeibo -f 明細.csv [--month 2025-10] [--top 5]")
		flag.PrintDefaults()
	}
	flag.Parse()

	in, err := os.Open(*file)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer in.Close()

	recs, err := ledger.Parse(in)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if *month != "" {
		recs, err = ledger.FilterMonth(recs, *month)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}

	totals := ledger.ByCategory(recs)
	if *top > 0 && len(totals) > *top {
		totals = totals[:*top]
	}

	w := tabwriter.NewWriter(os.Stdout, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "category\tcount\tamount\t")
	for _, t := range totals {
		fmt.Fprintf(w, "%s\t%d\t%.0f\t\n", t.Category, t.Count, t.Amount)
	}
	w.Flush()
	fmt.Printf("total: %.0f yen (%d records)\n", ledger.Sum(recs), len(recs))
}
