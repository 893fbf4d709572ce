package semver

import (
	"sort"
	"strings"
)

// Compare returns -1, 0 or +1 as a has lower, equal or higher precedence than b.
// Build metadata is ignored, as the specification requires (§10).
func Compare(a, b Version) int {
	if c := compareUint(a.Major, b.Major); c != 0 {
		return c
	}
	if c := compareUint(a.Minor, b.Minor); c != 0 {
		return c
	}
	if c := compareUint(a.Patch, b.Patch); c != 0 {
		return c
	}
	return comparePrerelease(a.Pre, b.Pre)
}

// Less reports whether a sorts before b.
func (v Version) Less(o Version) bool { return Compare(v, o) < 0 }

// Equal reports whether a and b have the same precedence.
func (v Version) Equal(o Version) bool { return Compare(v, o) == 0 }

// comparePrerelease orders pre-release identifiers (semver §11.4).
func comparePrerelease(a, b []string) int {
	// A normal version has higher precedence than any of its pre-releases.
	switch {
	case len(a) == 0 && len(b) == 0:
		return 0
	case len(a) == 0:
		return 1
	case len(b) == 0:
		return -1
	}
	n := len(a)
	if len(b) < n {
		n = len(b)
	}
	for i := 0; i < n; i++ {
		if a[i] == b[i] {
			continue
		}
		aNum, bNum := isNumeric(a[i]), isNumeric(b[i])
		switch {
		case aNum && !bNum:
			return -1 // numeric identifiers sort before alphanumeric ones
		case !aNum && bNum:
			return 1
		default:
			// both of one kind: compare them in ASCII order
			return strings.Compare(a[i], b[i])
		}
	}
	// a longer set of identifiers wins when all the shared ones are equal
	return compareUint(uint64(len(a)), uint64(len(b)))
}

func compareUint(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// Collection sorts versions by precedence.
type Collection []Version

func (c Collection) Len() int           { return len(c) }
func (c Collection) Less(i, j int) bool { return Compare(c[i], c[j]) < 0 }
func (c Collection) Swap(i, j int)      { c[i], c[j] = c[j], c[i] }

// Sort sorts vs in place, lowest first.
func Sort(vs []Version) { sort.Stable(Collection(vs)) }
