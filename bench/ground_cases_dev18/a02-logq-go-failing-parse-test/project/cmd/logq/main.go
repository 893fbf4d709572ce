package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/kestrel-labs/logq/internal/filter"
	"github.com/kestrel-labs/logq/internal/parse"
)

type fieldFlags map[string]string

func (f fieldFlags) String() string { return fmt.Sprint(map[string]string(f)) }

func (f fieldFlags) Set(v string) error {
	k, val, ok := strings.Cut(v, "=")
	if !ok {
		return fmt.Errorf("want key=value, got %q", v)
	}
	f[k] = val
	return nil
}

func main() {
	level := flag.String("level", "", "minimum level (debug, info, warn, error)")
	contains := flag.String("grep", "", "only messages containing this text")
	fields := fieldFlags{}
	flag.Var(fields, "f", "field filter key=value (repeatable)")
	since := flag.Duration("since", 0, "only entries newer than now minus this (e.g. 15m, 2h)")
	flag.Parse()

	flt := filter.Filter{MinLevel: *level, Contains: *contains, Fields: fields}
	if *since > 0 {
		flt.Since = time.Now().Add(-*since)
	}
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1024*1024), 1024*1024)
	n := 0
	for sc.Scan() {
		n++
		e, err := parse.ParseLine(n, sc.Bytes())
		if err != nil {
			fmt.Fprintln(os.Stderr, "logq:", err)
			continue
		}
		if flt.Match(e) {
			fmt.Println(sc.Text())
		}
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "logq:", err)
		os.Exit(1)
	}
}
