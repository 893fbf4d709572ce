package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/hiro-n/logq/internal/filter"
	"github.com/hiro-n/logq/internal/logline"
	"github.com/hiro-n/logq/internal/output"
)

// isTerminal reports whether f is a character device (a terminal, not a pipe or file).
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	if err != nil {
		return false
	}
	return st.Mode()&os.ModeCharDevice != 0
}

func main() {
	since := flag.String("since", "", "start time (\"2006-01-02 15:04\", RFC3339, or a duration like 2h)")
	window := flag.String("window", "", "how long after --since to show (30m, 2h, 1d)")
	level := flag.String("level", "", "minimum level (DEBUG, INFO, WARN, ERROR)")
	asJSON := flag.Bool("json", false, "write JSON Lines instead of text")
	noColor := flag.Bool("no-color", false, "disable colored output")
	flag.Parse()

	opts, err := filter.NewOptions(*since, *window, *level, time.Now())
	if err != nil {
		fmt.Fprintln(os.Stderr, "logq:", err)
		os.Exit(2)
	}

	in := os.Stdin
	if flag.NArg() > 0 {
		f, err := os.Open(flag.Arg(0))
		if err != nil {
			fmt.Fprintln(os.Stderr, "logq:", err)
			os.Exit(1)
		}
		defer f.Close()
		in = f
	}

	color := !*noColor && os.Getenv("NO_COLOR") == "" && isTerminal(os.Stdout)
	var w output.Writer = output.NewText(os.Stdout, color)
	if *asJSON {
		w = output.NewJSON(os.Stdout)
	}
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 64*1024), 1024*1024)
	for sc.Scan() {
		e, ok := logline.Parse(sc.Text())
		if !ok || !opts.Match(e) {
			continue
		}
		if err := w.Write(e); err != nil {
			fmt.Fprintln(os.Stderr, "logq:", err)
			os.Exit(1)
		}
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "logq:", err)
		os.Exit(1)
	}
}
