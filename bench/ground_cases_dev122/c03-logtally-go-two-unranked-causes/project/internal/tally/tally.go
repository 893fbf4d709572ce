// Package tally counts log entries per calendar day.
package tally

import (
	"bufio"
	"io"

	"github.com/zhaolei/logtally/internal/parse"
)

// Counts maps a day (YYYY-MM-DD) to the number of entries.
type Counts map[string]int

// Merge adds other into c.
func (c Counts) Merge(other Counts) {
	for day, n := range other {
		c[day] += n
	}
}

// ByDay counts the entries of the given level in r, per day.
func ByDay(r io.Reader, level string) Counts {
	counts := Counts{}
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		entry, err := parse.Line(sc.Text())
		if err != nil {
			continue
		}
		if entry.Level != level {
			continue
		}
		counts[entry.Time.Format("2006-01-02")]++
	}
	return counts
}
