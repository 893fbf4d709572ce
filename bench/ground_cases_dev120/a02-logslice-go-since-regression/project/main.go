package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"
)

func main() {
	since := flag.String("since", "", "only lines newer than this (e.g. 90m)")
	field := flag.String("time-field", "ts", "JSON field holding the RFC3339 timestamp")
	level := flag.String("level", "", "minimum level to keep: debug, info, warn, error")
	flag.Parse()

	minLevel := 0
	if *level != "" {
		rank, ok := levelRank[strings.ToLower(*level)]
		if !ok {
			fmt.Fprintf(os.Stderr, "logslice: unknown --level %q\n", *level)
			os.Exit(2)
		}
		minLevel = rank
	}

	var cutoff time.Time
	if *since != "" {
		d, err := parseSince(*since)
		if err != nil {
			fmt.Fprintln(os.Stderr, "logslice:", err)
			os.Exit(2)
		}
		// whole days: count back from the start of today
		cutoff = time.Now().Truncate(24 * time.Hour).Add(-d)
	}

	f := Filter{Cutoff: cutoff, TimeField: *field, MinLevel: minLevel}
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1024*1024), 1024*1024)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	kept, skipped := 0, 0
	for in.Scan() {
		line := in.Bytes()
		ok, err := f.Keep(line)
		if err != nil {
			skipped++
			continue
		}
		if ok {
			kept++
			out.Write(line)
			out.WriteByte('\n')
		}
	}
	if err := in.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "logslice:", err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "logslice: kept %d lines, skipped %d unparsable\n", kept, skipped)
}
