package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"sort"

	"github.com/zhaolei/logtally/internal/tally"
)

func main() {
	level := flag.String("level", "error", "level to count (error, warn, info)")
	asJSON := flag.Bool("json", false, "print a JSON array instead of tab-separated lines")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: logtally [-level error] FILE...")
		os.Exit(2)
	}

	total := tally.Counts{}
	for _, name := range flag.Args() {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		counts := tally.ByDay(f, *level)
		f.Close()
		total.Merge(counts)
	}

	days := make([]string, 0, len(total))
	for day := range total {
		days = append(days, day)
	}
	sort.Strings(days)
	if *asJSON {
		type row struct {
			Day   string `json:"date"`
			Count int    `json:"error_count"`
		}
		rows := make([]row, 0, len(days))
		for _, day := range days {
			rows = append(rows, row{Day: day, Count: total[day]})
		}
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rows); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	for _, day := range days {
		fmt.Printf("%s\t%d\n", day, total[day])
	}
}
