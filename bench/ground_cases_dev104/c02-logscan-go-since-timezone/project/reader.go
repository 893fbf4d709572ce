package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

// lineLayout is the timestamp prefix our services write, in the host's local time.
const lineLayout = "2006-01-02 15:04:05"

func parseLineTime(line string) (time.Time, bool) {
	if len(line) < len(lineLayout) {
		return time.Time{}, false
	}
	t, err := time.ParseInLocation(lineLayout, line[:len(lineLayout)], time.Local)
	if err != nil {
		return time.Time{}, false
	}
	return t, true
}

func scanFiles(paths []string, f Filter, out io.Writer) (int, error) {
	matched := 0
	for _, p := range paths {
		var r io.Reader = os.Stdin
		if p != "-" {
			fh, err := os.Open(p)
			if err != nil {
				return matched, err
			}
			defer fh.Close()
			r = fh
		}
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 0, 64*1024), 4*1024*1024)
		for sc.Scan() {
			line := sc.Text()
			ts, ok := parseLineTime(line)
			if !ok {
				continue
			}
			if f.Match(ts, line) {
				fmt.Fprintln(out, strings.TrimRight(line, " "))
				matched++
			}
		}
		if err := sc.Err(); err != nil {
			return matched, fmt.Errorf("%s: %w", p, err)
		}
	}
	return matched, nil
}
