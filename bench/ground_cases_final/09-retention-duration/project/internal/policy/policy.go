// Package policy reads retention rules: one "prefix keep" pair per line.
package policy

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"example.com/retention/internal/durationx"
)

type Rule struct {
	Prefix string
	Keep   time.Duration
}

// Parse reads rules and sorts them longest prefix first.
func Parse(r io.Reader) ([]Rule, error) {
	var rules []Rule
	sc := bufio.NewScanner(r)
	lineNo := 0
	for sc.Scan() {
		lineNo++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 2 {
			return nil, fmt.Errorf("policy line %d: want \"prefix keep\", got %q", lineNo, line)
		}
		keep, err := durationx.ParseDuration(fields[1])
		if err != nil {
			return nil, fmt.Errorf("policy line %d: %w", lineNo, err)
		}
		rules = append(rules, Rule{Prefix: fields[0], Keep: keep})
	}
	sort.SliceStable(rules, func(i, j int) bool { return len(rules[i].Prefix) > len(rules[j].Prefix) })
	return rules, sc.Err()
}

// Match returns the rule for key, if any.
func Match(rules []Rule, key string) (Rule, bool) {
	for _, r := range rules {
		if strings.HasPrefix(key, r.Prefix) {
			return r, true
		}
	}
	return Rule{}, false
}
