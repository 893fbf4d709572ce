package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"time"
)

type jsonEntry struct {
	Time  string `json:"time"`
	Level string `json:"level"`
	Msg   string `json:"msg"`
}

func main() {
	since := flag.String("since", "", "only entries after this time (RFC3339)")
	level := flag.String("level", "", "only entries of this level (INFO, WARN, ERROR)")
	grep := flag.String("grep", "", "only entries whose message contains this text")
	asJSON := flag.Bool("json", false, "print each entry as a JSON object")
	limit := flag.Int("limit", 0, "stop after printing this many entries (0 = no limit)")
	flag.Parse()

	f := Filter{Level: *level, Contains: *grep}
	if *since != "" {
		t, err := parseSince(*since, time.Now())
		if err != nil {
			fmt.Fprintln(os.Stderr, "logtail:", err)
			os.Exit(2)
		}
		f.Since = t
	}

	in := os.Stdin
	if flag.NArg() > 0 {
		file, err := os.Open(flag.Arg(0))
		if err != nil {
			fmt.Fprintln(os.Stderr, "logtail:", err)
			os.Exit(1)
		}
		defer file.Close()
		in = file
	}

	out := json.NewEncoder(os.Stdout)
	printed := 0
	scanner := bufio.NewScanner(in)
	for scanner.Scan() {
		if *limit > 0 && printed >= *limit {
			break
		}
		e, ok := parseLine(scanner.Text())
		if !ok || !f.Match(e) {
			continue
		}
		printed++
		if *asJSON {
			out.Encode(jsonEntry{Time: e.Time.Format(time.RFC3339), Level: e.Level, Msg: e.Message})
			continue
		}
		fmt.Println(e.Raw)
	}
}
