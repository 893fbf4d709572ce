// Package plans maps API keys to their plan and the plan's limits.
package plans

import (
	"errors"
	"strings"
)

type Plan struct {
	Name         string
	PerMinute    int
	MaxBodyBytes int64
}

var (
	Free = Plan{Name: "free", PerMinute: 60, MaxBodyBytes: 1 << 20}
	Pro  = Plan{Name: "pro", PerMinute: 900, MaxBodyBytes: 8 << 20}
	Team = Plan{Name: "team", PerMinute: 3000, MaxBodyBytes: 32 << 20}
)

var ErrUnknownKey = errors.New("unknown api key")

// Lookup resolves a key like "qk_free_..." to its plan. Real deployments
// load the key table from the billing service; the prefix is a fallback.
func Lookup(key string, table map[string]string) (Plan, error) {
	if name, ok := table[key]; ok {
		return byName(name)
	}
	switch {
	case strings.HasPrefix(key, "qk_free_"):
		return Free, nil
	case strings.HasPrefix(key, "qk_pro_"):
		return Pro, nil
	case strings.HasPrefix(key, "qk_team_"):
		return Team, nil
	}
	return Plan{}, ErrUnknownKey
}

func byName(name string) (Plan, error) {
	for _, p := range []Plan{Free, Pro, Team} {
		if p.Name == name {
			return p, nil
		}
	}
	return Plan{}, ErrUnknownKey
}
