package report

import (
	"fmt"
	"io"
	"sort"

	"github.com/docsteam/linkprobe/internal/probe"
)

// Markdown writes broken and redirected links first, then a summary.
func Markdown(w io.Writer, results []probe.Result) {
	sort.SliceStable(results, func(i, j int) bool { return rank(results[i]) < rank(results[j]) })
	ok := 0
	fmt.Fprintln(w, "| URL | status | note |")
	fmt.Fprintln(w, "|-----|--------|------|")
	for _, r := range results {
		switch {
		case r.Status >= 200 && r.Status < 300:
			ok++
			continue
		case r.Status >= 300 && r.Status < 400:
			fmt.Fprintf(w, "| %s | %d | → %s |\n", r.URL, r.Status, r.Redirect)
		default:
			fmt.Fprintf(w, "| %s | %d | %s |\n", r.URL, r.Status, r.Err)
		}
	}
	fmt.Fprintf(w, "\n%d/%d links OK\n", ok, len(results))
}

func rank(r probe.Result) int {
	switch {
	case r.Status == 0 || r.Status >= 400:
		return 0
	case r.Status >= 300:
		return 1
	}
	return 2
}
