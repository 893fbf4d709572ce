// Package filter reads .bakignore files and decides which paths are excluded.
package filter

import (
	"bufio"
	"os"
	"path"
	"strings"
)

// Filter is an ordered list of basename patterns.
type Filter struct {
	patterns []string
}

// New returns a filter with the given patterns (used by tests and -exclude flags).
func New(patterns ...string) *Filter {
	return &Filter{patterns: patterns}
}

// Load reads a .bakignore file; a missing file means "exclude nothing".
func Load(file string) (*Filter, error) {
	fh, err := os.Open(file)
	if os.IsNotExist(err) {
		return New(), nil
	} else if err != nil {
		return nil, err
	}
	defer fh.Close()
	f := New()
	sc := bufio.NewScanner(fh)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f.patterns = append(f.patterns, line)
	}
	return f, sc.Err()
}

// Match reports whether rel (slash-separated, relative to the backup root) is
// excluded. A pattern ending in "/" matches directories only.
func (f *Filter) Match(rel string, isDir bool) bool {
	base := path.Base(rel)
	for _, p := range f.patterns {
		dirOnly := strings.HasSuffix(p, "/")
		if dirOnly && !isDir {
			continue
		}
		if ok, _ := path.Match(p, base); ok {
			return true
		}
	}
	return false
}

// Len is the number of patterns, for the startup log line.
func (f *Filter) Len() int { return len(f.patterns) }
