package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/kaito-sre/logtail/filter"
	"github.com/kaito-sre/logtail/internal/output"
)

func main() {
	level := flag.String("level", "", "minimum level (debug, info, warn, error)")
	service := flag.String("service", "", "only entries from this service")
	width := flag.Int("width", 100, "max message width")
	since := flag.String("since", "", "only entries newer than this (e.g. 2h, 30m, 1d)")
	flag.Parse()

	f := filter.Filter{MinLevel: *level, Service: *service}
	if *since != "" {
		d, err := parseSince(*since)
		if err != nil {
			fmt.Fprintf(os.Stderr, "logtail: --since: %v\n", err)
			os.Exit(2)
		}
		f.Since = time.Now().Add(-d)
	}
	w := output.NewTable(os.Stdout, *width)

	paths := flag.Args()
	if len(paths) == 0 {
		paths = []string{"-"}
	}
	for _, p := range paths {
		if err := scanFile(p, f, w); err != nil {
			fmt.Fprintf(os.Stderr, "logtail: %s: %v\n", p, err)
			os.Exit(1)
		}
	}
	w.Flush()
}

// parseSince accepts time.ParseDuration syntax plus whole days ("1d", "7d").
func parseSince(v string) (time.Duration, error) {
	if days, ok := strings.CutSuffix(v, "d"); ok {
		n, err := strconv.Atoi(days)
		if err != nil || n <= 0 {
			return 0, fmt.Errorf("invalid day count %q", v)
		}
		return time.Duration(n) * 24 * time.Hour, nil
	}
	return time.ParseDuration(v)
}

func open(path string) (io.ReadCloser, error) {
	if path == "-" {
		return io.NopCloser(os.Stdin), nil
	}
	return os.Open(path)
}

func scanFile(path string, f filter.Filter, w *output.Table) error {
	r, err := open(path)
	if err != nil {
		return err
	}
	defer r.Close()

	sc := bufio.NewScanner(r)
	for sc.Scan() {
		var e filter.Entry
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			continue // not a JSON line: skip
		}
		if f.Match(e) {
			w.Add(e)
		}
	}
	return nil
}
