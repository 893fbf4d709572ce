package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
)

func main() {
	level := flag.String("level", "", "minimum level (debug, info, warn, error)")
	grep := flag.String("grep", "", "only entries whose message contains this text")
	since := flag.Duration("since", 0, "only entries newer than this, e.g. 2h or 30m")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: logq [flags] FILE\n\nexample:\n  logq --level warn --since 2h app.log\n\nflags:\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	f, err := os.Open(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "logq:", err)
		os.Exit(1)
	}
	defer f.Close()

	filter := Filter{MinLevel: ParseLevel(*level), Contains: *grep, Since: *since}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()

	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64*1024), 1024*1024)
	bad := 0
	for sc.Scan() {
		e, err := ParseLine(sc.Text())
		if err != nil {
			bad++
			continue
		}
		if filter.Match(e) {
			fmt.Fprintln(out, e.Raw)
		}
	}
	if bad > 0 {
		fmt.Fprintf(os.Stderr, "logq: skipped %d unparsable lines\n", bad)
	}
}
