package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"time"

	"example.com/logq/internal/filter"
	"example.com/logq/internal/parse"
)

func main() {
	since := flag.String("since", "", "only entries at or after this RFC3339 time")
	contains := flag.String("contains", "", "only entries whose message contains this text")
	level := flag.String("level", "", "only entries at this level or above (debug, info, warn, error)")
	flag.Parse()

	f := filter.Filter{Contains: *contains, MinLevel: *level}
	if *since != "" {
		t, err := parseSince(*since, time.Now())
		if err != nil {
			fmt.Fprintf(os.Stderr, "logq: bad --since %q: %v\n", *since, err)
			os.Exit(2)
		}
		f.Since = t
	}

	in := os.Stdin
	if flag.NArg() > 0 {
		file, err := os.Open(flag.Arg(0))
		if err != nil {
			fmt.Fprintln(os.Stderr, "logq:", err)
			os.Exit(1)
		}
		defer file.Close()
		in = file
	}

	color := isTerminal(os.Stdout)

	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 64*1024), 1024*1024)
	for sc.Scan() {
		e, err := parse.Line(sc.Text())
		if err != nil {
			continue
		}
		if f.Match(e) {
			printEntry(e, color)
		}
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "logq:", err)
		os.Exit(1)
	}
}

var levelColors = map[string]string{"DEBUG": "\033[90m", "WARN": "\033[33m", "WARNING": "\033[33m", "ERROR": "\033[31m", "FATAL": "\033[1;31m"}

func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

func printEntry(e parse.Entry, color bool) {
	code, ok := levelColors[e.Level]
	if !color || !ok {
		fmt.Println(e.Raw)
		return
	}
	fmt.Printf("%s %s%s\033[0m %s\n", e.Time.Format(time.RFC3339), code, e.Level, e.Message)
}

// parseSince accepts an RFC3339 time or a Go duration ("2h", "30m", "1h30m") meaning "that long ago".
func parseSince(s string, now time.Time) (time.Time, error) {
	if d, err := time.ParseDuration(s); err == nil {
		return now.Add(-d), nil
	}
	return time.Parse(time.RFC3339, s)
}
