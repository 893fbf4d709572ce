package semver

import (
	"fmt"
	"strings"
)

// Constraint is a set of comparisons that must all hold, e.g. ">=1.2.0 <2.0.0".
// "^1.2.3" and "~1.2.3" are shorthands for common ranges.
type Constraint struct {
	checks []check
	text   string
}

type check struct {
	op string
	v  Version
}

// ParseConstraint reads a space-separated list of comparisons.
func ParseConstraint(s string) (Constraint, error) {
	c := Constraint{text: s}
	for _, field := range strings.Fields(s) {
		op, rest := splitOp(field)
		switch op {
		case "^", "~":
			lo, hi, err := expandRange(op, rest)
			if err != nil {
				return Constraint{}, err
			}
			c.checks = append(c.checks, check{">=", lo}, check{"<", hi})
			continue
		}
		v, err := Parse(rest)
		if err != nil {
			return Constraint{}, fmt.Errorf("constraint %q: %w", s, err)
		}
		c.checks = append(c.checks, check{op, v})
	}
	return c, nil
}

func splitOp(field string) (string, string) {
	for _, op := range []string{">=", "<=", "!=", ">", "<", "=", "^", "~"} {
		if strings.HasPrefix(field, op) {
			return op, field[len(op):]
		}
	}
	return "=", field
}

// expandRange turns "^1.2.3" into [1.2.3, 2.0.0) and "~1.2.3" into [1.2.3, 1.3.0).
// "~1.2" and "^1.2" are read as "~1.2.0" and "^1.2.0".
func expandRange(op, text string) (Version, Version, error) {
	if strings.Count(text, ".") == 1 {
		text += ".0"
	}
	lo, err := Parse(text)
	if err != nil {
		return Version{}, Version{}, err
	}
	var hi Version
	switch {
	case op == "~":
		hi = Version{Major: lo.Major, Minor: lo.Minor + 1}
	case lo.Major > 0:
		hi = Version{Major: lo.Major + 1}
	case lo.Minor > 0:
		hi = Version{Minor: lo.Minor + 1}
	default:
		hi = Version{Patch: lo.Patch + 1}
	}
	return lo, hi, nil
}

// Check reports whether v satisfies every comparison in c.
func (c Constraint) Check(v Version) bool {
	for _, ch := range c.checks {
		cmp := Compare(v, ch.v)
		ok := false
		switch ch.op {
		case "=":
			ok = cmp == 0
		case "!=":
			ok = cmp != 0
		case ">":
			ok = cmp > 0
		case ">=":
			ok = cmp >= 0
		case "<":
			ok = cmp < 0
		case "<=":
			ok = cmp <= 0
		}
		if !ok {
			return false
		}
	}
	return true
}

func (c Constraint) String() string { return c.text }
