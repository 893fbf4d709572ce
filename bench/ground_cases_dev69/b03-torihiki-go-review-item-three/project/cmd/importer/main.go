package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"

	"example.com/torihiki/internal/csvimport"
)

func main() {
	in := flag.String("in", "", "取引先CSVファイル")
	errOut := flag.String("errors", "errors.csv", "エラー行の出力先")
	dryRun := flag.Bool("dry-run", false, "取り込まずにチェックだけ行う")
	flag.Parse()
	if *in == "" {
		log.Fatal("-in を指定してください")
	}

	f, err := os.Open(*in)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()

	partners, report, err := csvimport.Import(f)
	if err != nil {
		log.Fatal(err)
	}
	if !report.Empty() {
		out, err := os.Create(*errOut)
		if err != nil {
			log.Fatal(err)
		}
		if err := report.WriteCSV(out); err != nil {
			log.Fatal(err)
		}
		out.Close()
		fmt.Fprintf(os.Stderr, "%s（%s に出力）\n", report.Summary(), *errOut)
	}
	if *dryRun {
		fmt.Printf("dry-run: %d 件取り込み可能\n", len(partners))
		if !report.Empty() {
			os.Exit(1)
		}
		return
	}
	// 取引先マスタへの登録は基幹側の取り込みAPIが JSON Lines を受け付ける
	enc := json.NewEncoder(os.Stdout)
	for _, p := range partners {
		if err := enc.Encode(p); err != nil {
			log.Fatal(err)
		}
	}
	fmt.Fprintf(os.Stderr, "%d 件出力しました\n", len(partners))
}
