package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"time"

	"example.com/kintai/internal/sheet"
)

func main() {
	start := flag.Duration("start", 9*time.Hour, "scheduled start time as offset from midnight")
	asJSON := flag.Bool("json", false, "print the summary as JSON")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: kintai [-start 9h] [-json] FILE.csv\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	entries, err := sheet.ReadFile(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "kintai:", err)
		os.Exit(1)
	}
	s := sheet.Summarize(entries, *start)
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(map[string]any{
			"days":           s.Days,
			"worked_hours":   sheet.Hours(s.Worked),
			"overtime_hours": sheet.Hours(s.Overtime),
			"late":           s.Late,
		}); err != nil {
			fmt.Fprintln(os.Stderr, "kintai:", err)
			os.Exit(1)
		}
		return
	}
	fmt.Printf("days:     %d\n", s.Days)
	fmt.Printf("worked:   %.1fh\n", sheet.Hours(s.Worked))
	fmt.Printf("overtime: %.1fh\n", sheet.Hours(s.Overtime))
	if len(s.Late) > 0 {
		fmt.Printf("late:     %v\n", s.Late)
	}
}
