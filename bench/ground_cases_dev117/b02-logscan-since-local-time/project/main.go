package main

import (
	"flag"
	"fmt"
	"os"
	"time"
)

func main() {
	since := flag.String("since", "", "only entries at or after this time (RFC 3339) or this long ago (90m, 2h)")
	service := flag.String("service", "", "only this service")
	grep := flag.String("grep", "", "only messages containing this text")
	raw := flag.Bool("raw", false, "print the original JSON lines")
	level := flag.String("level", "", "only entries at this level or above (debug, info, warn, error)")
	flag.Parse()
	if _, ok := levelRank[*level]; *level != "" && !ok {
		fmt.Fprintf(os.Stderr, "logscan: unknown --level %q\n", *level)
		os.Exit(2)
	}

	start, err := parseSince(*since, time.Now())
	if err != nil {
		fmt.Fprintln(os.Stderr, "logscan:", err)
		os.Exit(2)
	}
	in := os.Stdin
	if flag.NArg() > 0 {
		f, err := os.Open(flag.Arg(0))
		if err != nil {
			fmt.Fprintln(os.Stderr, "logscan:", err)
			os.Exit(1)
		}
		defer f.Close()
		in = f
	}
	entries, bad, err := ReadEntries(in)
	if err != nil {
		fmt.Fprintln(os.Stderr, "logscan:", err)
		os.Exit(1)
	}
	for _, e := range Apply(entries, Filter{Since: start, Service: *service, Grep: *grep, MinLevel: *level}) {
		if *raw {
			fmt.Println(e.Raw)
			continue
		}
		fmt.Printf("%s %-5s %-10s %s\n", e.Time.Local().Format("01-02 15:04:05"), e.Level, e.Service, e.Msg)
	}
	if bad > 0 {
		fmt.Fprintf(os.Stderr, "logscan: skipped %d unreadable lines\n", bad)
	}
}
