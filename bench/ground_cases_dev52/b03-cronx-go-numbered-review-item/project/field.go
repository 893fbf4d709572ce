package cronx

import (
	"fmt"
	"strconv"
	"strings"
)

type bounds struct {
	min, max int
	names    map[string]int
}

var (
	minutes = bounds{0, 59, nil}
	hours   = bounds{0, 23, nil}
	doms    = bounds{1, 31, nil}
	months  = bounds{1, 12, map[string]int{"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6,
		"jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12}}
	dows = bounds{0, 6, map[string]int{"sun": 0, "mon": 1, "tue": 2, "wed": 3, "thu": 4, "fri": 5, "sat": 6}}
)

// parseField returns the bit set of one field and whether it was a bare "*".
func parseField(field string, b bounds) (uint64, bool, error) {
	var bits uint64
	for _, part := range strings.Split(field, ",") {
		rng, step := part, 1
		if i := strings.IndexByte(part, '/'); i >= 0 {
			n, err := strconv.Atoi(part[i+1:])
			if err != nil || n <= 0 {
				return 0, false, fmt.Errorf("bad step in %q", part)
			}
			rng, step = part[:i], n
		}
		lo, hi := b.min, b.max
		if rng != "*" {
			a, z, found := strings.Cut(rng, "-")
			var err error
			if lo, err = b.value(a); err != nil {
				return 0, false, err
			}
			hi = lo
			if found {
				if hi, err = b.value(z); err != nil {
					return 0, false, err
				}
			} else if step > 1 {
				hi = b.max
			}
		}
		if lo > hi {
			return 0, false, fmt.Errorf("range %q is backwards", rng)
		}
		for v := lo; v <= hi; v += step {
			bits |= 1 << uint(v)
		}
	}
	return bits, field == "*", nil
}

func (b bounds) value(s string) (int, error) {
	if v, ok := b.names[strings.ToLower(s)]; ok {
		return v, nil
	}
	v, err := strconv.Atoi(s)
	if err != nil || v < b.min || v > b.max {
		return 0, fmt.Errorf("%q is not in %d-%d", s, b.min, b.max)
	}
	return v, nil
}

func has(bits uint64, v int) bool { return bits&(1<<uint(v)) != 0 }
