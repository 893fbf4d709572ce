// Package report aggregates parsed entries.
package report

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strconv"

	"github.com/kobayashi-infra/logsum/parse"
)

type Aggregate struct {
	ByStatus map[int]int
	ByPath   map[string]int
	Total    int
	Skipped  int
}

func New() *Aggregate {
	return &Aggregate{ByStatus: map[int]int{}, ByPath: map[string]int{}}
}

func (a *Aggregate) Add(e parse.Entry) {
	a.Total++
	a.ByStatus[e.Status]++
	a.ByPath[e.Path]++
}

type kv struct {
	Key   string `json:"path"`
	Count int    `json:"count"`
}

func (a *Aggregate) topPaths(n int) []kv {
	out := make([]kv, 0, len(a.ByPath))
	for k, v := range a.ByPath {
		out = append(out, kv{k, v})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return out[i].Key < out[j].Key
	})
	if len(out) > n {
		out = out[:n]
	}
	return out
}

type jsonReport struct {
	Total    int            `json:"total"`
	Skipped  int            `json:"skipped"`
	ByStatus map[string]int `json:"by_status"`
	TopPaths []kv           `json:"top_paths"`
}

func (a *Aggregate) WriteJSON(w io.Writer, top int) error {
	r := jsonReport{Total: a.Total, Skipped: a.Skipped, ByStatus: map[string]int{}, TopPaths: a.topPaths(top)}
	for c, n := range a.ByStatus {
		r.ByStatus[strconv.Itoa(c)] = n
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

func (a *Aggregate) WriteText(w io.Writer, top int) {
	fmt.Fprintf(w, "requests: %d (skipped %d)\n", a.Total, a.Skipped)
	codes := make([]int, 0, len(a.ByStatus))
	for c := range a.ByStatus {
		codes = append(codes, c)
	}
	sort.Ints(codes)
	for _, c := range codes {
		fmt.Fprintf(w, "  %d  %d\n", c, a.ByStatus[c])
	}
	fmt.Fprintln(w, "top paths:")
	for _, p := range a.topPaths(top) {
		fmt.Fprintf(w, "  %6d  %s\n", p.Count, p.Key)
	}
}
