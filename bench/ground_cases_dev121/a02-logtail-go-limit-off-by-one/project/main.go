package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"

	"example.com/logtail/internal/filter"
	"example.com/logtail/internal/output"
)

func main() {
	level := flag.String("level", "", "only show lines at this level or above (debug, info, warn, error)")
	since := flag.String("since", "", "only show lines at or after this time")
	grep := flag.String("grep", "", "only show lines whose message contains this text")
	table := flag.Bool("table", false, "print as an aligned table")
	limit := flag.Int("limit", 0, "stop after this many matching lines (0 = no limit)")
	flag.Parse()

	f, err := filter.New(*level, *since, *grep)
	if err != nil {
		fmt.Fprintln(os.Stderr, "logtail:", err)
		os.Exit(2)
	}

	var out output.Writer = output.Plain{W: os.Stdout}
	if *table {
		out = output.NewTable(os.Stdout)
	}
	defer out.Flush()

	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1024*1024), 1024*1024)
	printed := 0
	for sc.Scan() {
		entry, ok := filter.Parse(sc.Text())
		if !ok || !f.Match(entry) {
			continue
		}
		printed++
		if *limit > 0 && printed >= *limit {
			break
		}
		out.Write(entry)
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "logtail:", err)
		os.Exit(1)
	}
}
