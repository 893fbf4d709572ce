package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"time"
)

var version = "0.4.0"

func main() {
	since := flag.String("since", "", "only lines at or after this time (2h, 90m, 3d, RFC3339 or YYYY-MM-DD)")
	grep := flag.String("grep", "", "only lines containing this substring")
	level := flag.String("level", "", "minimum level: DEBUG, INFO, WARN or ERROR")
	showVersion := flag.Bool("version", false, "print version and exit")
	flag.Parse()

	if *showVersion {
		fmt.Println("logscan", version)
		return
	}

	f := Filter{Contains: *grep}
	if *level != "" {
		lv, ok := levels[strings.ToUpper(*level)]
		if !ok {
			fmt.Fprintf(os.Stderr, "invalid --level %q\n", *level)
			os.Exit(2)
		}
		f.MinLevel = lv
	}
	if *since != "" {
		t, err := parseSince(*since, time.Now())
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		f.Since = t
	}

	paths := flag.Args()
	if len(paths) == 0 {
		paths = []string{"-"}
	}
	start := time.Now()
	n, err := scanFiles(paths, f, os.Stdout)
	if err != nil {
		fmt.Fprintln(os.Stderr, "logscan:", err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "%d lines matched in %s\n", n, time.Since(start).Round(time.Millisecond))
}
