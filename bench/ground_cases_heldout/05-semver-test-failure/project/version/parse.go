// Package version parses and orders semantic versions (SemVer 2.0.0).
package version

import (
	"fmt"
	"strconv"
	"strings"
)

// Version is a parsed semantic version. Build metadata is kept but never compared.
type Version struct {
	Major, Minor, Patch int
	Pre                 string
	Build               string
}

// Parse reads "MAJOR.MINOR.PATCH[-PRE][+BUILD]", with an optional leading "v".
func Parse(s string) (Version, error) {
	var v Version
	rest := strings.TrimPrefix(strings.TrimSpace(s), "v")
	if i := strings.IndexByte(rest, '+'); i >= 0 {
		v.Build = rest[i+1:]
		rest = rest[:i]
	}
	if i := strings.IndexByte(rest, '-'); i >= 0 {
		v.Pre = rest[i+1:]
		rest = rest[:i]
		if v.Pre == "" {
			return Version{}, fmt.Errorf("version %q: empty pre-release", s)
		}
	}
	parts := strings.Split(rest, ".")
	if len(parts) != 3 {
		return Version{}, fmt.Errorf("version %q: want MAJOR.MINOR.PATCH", s)
	}
	nums := make([]int, 3)
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || (len(p) > 1 && p[0] == '0') {
			return Version{}, fmt.Errorf("version %q: bad number %q", s, p)
		}
		nums[i] = n
	}
	v.Major, v.Minor, v.Patch = nums[0], nums[1], nums[2]
	return v, nil
}

// String formats v back to its canonical form.
func (v Version) String() string {
	s := fmt.Sprintf("%d.%d.%d", v.Major, v.Minor, v.Patch)
	if v.Pre != "" {
		s += "-" + v.Pre
	}
	if v.Build != "" {
		s += "+" + v.Build
	}
	return s
}
