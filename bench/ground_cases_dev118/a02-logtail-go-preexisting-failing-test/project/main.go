package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"time"
)

func main() {
	minLevel := flag.String("level", "info", "lowest level to show (debug, info, warn, error)")
	since := flag.String("since", "", "only show lines newer than this: a duration (15m, 2h) or a date (2025-11-01)")
	flag.Parse()

	min, err := ParseLevel(*minLevel)
	if err != nil {
		fmt.Fprintln(os.Stderr, "logtail:", err)
		os.Exit(2)
	}
	cutoff, err := parseSince(*since, time.Now())
	if err != nil {
		fmt.Fprintln(os.Stderr, "logtail:", err)
		os.Exit(2)
	}

	var in io.Reader = os.Stdin
	if flag.NArg() > 0 {
		f, err := os.Open(flag.Arg(0))
		if err != nil {
			fmt.Fprintln(os.Stderr, "logtail:", err)
			os.Exit(1)
		}
		defer f.Close()
		in = f
	}

	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 64*1024), 1024*1024)
	for sc.Scan() {
		e, err := ParseLine(sc.Text())
		if err != nil {
			continue
		}
		if e.Level < min {
			continue
		}
		if !cutoff.IsZero() && e.Time.Before(cutoff) {
			continue
		}
		printEntry(os.Stdout, e)
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "logtail:", err)
		os.Exit(1)
	}
}

var levelColors = map[Level]string{
	Debug: "\x1b[90m",
	Info:  "\x1b[36m",
	Warn:  "\x1b[33m",
	Error: "\x1b[31m",
}

func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

var useColor = isTerminal(os.Stdout) && os.Getenv("NO_COLOR") == ""

// parseSince turns the -since value into a cutoff time; "" means no cutoff.
func parseSince(s string, now time.Time) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	if d, err := time.ParseDuration(s); err == nil {
		return now.Add(-d), nil
	}
	if day, err := time.ParseInLocation("2006-01-02", s, time.Local); err == nil {
		return day, nil
	}
	return time.Time{}, fmt.Errorf("-since %q: want a duration like 2h or a date like 2025-11-01", s)
}

func printEntry(w io.Writer, e Entry) {
	level := fmt.Sprintf("%-5s", e.Level)
	if useColor {
		level = levelColors[e.Level] + level + "\x1b[0m"
	}
	fmt.Fprintf(w, "%s %s %s\n", e.Time.Format("15:04:05"), level, e.Message)
}
