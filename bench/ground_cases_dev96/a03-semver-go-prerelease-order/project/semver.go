// Package semver parses and compares Semantic Versioning 2.0.0 versions.
package semver

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrInvalid is wrapped by every error Parse returns.
var ErrInvalid = errors.New("invalid semantic version")

// Version is a parsed version. The zero value is 0.0.0.
type Version struct {
	Major, Minor, Patch uint64
	// Pre holds the dot-separated pre-release identifiers ("rc.1" -> ["rc", "1"]).
	Pre []string
	// Build holds the build metadata identifiers; they never affect precedence.
	Build []string
}

// Parse reads a version such as "1.4.0", "v1.4.0-rc.1" or "1.4.0+build.7".
// A leading "v" is accepted because Git tags usually carry one.
func Parse(s string) (Version, error) {
	var v Version
	text := strings.TrimPrefix(s, "v")
	if i := strings.IndexByte(text, '+'); i >= 0 {
		v.Build = strings.Split(text[i+1:], ".")
		text = text[:i]
	}
	if i := strings.IndexByte(text, '-'); i >= 0 {
		v.Pre = strings.Split(text[i+1:], ".")
		text = text[:i]
	}
	parts := strings.Split(text, ".")
	if len(parts) != 3 {
		return Version{}, fmt.Errorf("%w: %q needs major.minor.patch", ErrInvalid, s)
	}
	nums := [3]*uint64{&v.Major, &v.Minor, &v.Patch}
	for i, part := range parts {
		if part == "" || (len(part) > 1 && part[0] == '0') {
			return Version{}, fmt.Errorf("%w: %q has an empty or zero-padded number", ErrInvalid, s)
		}
		n, err := strconv.ParseUint(part, 10, 64)
		if err != nil {
			return Version{}, fmt.Errorf("%w: %q: %v", ErrInvalid, s, err)
		}
		*nums[i] = n
	}
	for _, id := range v.Pre {
		if id == "" || (isNumeric(id) && len(id) > 1 && id[0] == '0') {
			return Version{}, fmt.Errorf("%w: %q has a bad pre-release identifier %q", ErrInvalid, s, id)
		}
	}
	return v, nil
}

// MustParse is like Parse but panics if s is not a valid version. It is meant for
// package-level variables and tests, like regexp.MustCompile:
//
//	var minSupported = semver.MustParse("1.18.0")
func MustParse(s string) Version {
	v, err := Parse(s)
	if err != nil {
		panic("semver: MustParse(" + strconv.Quote(s) + "): " + err.Error())
	}
	return v
}

// String formats v without a leading "v".
func (v Version) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d.%d.%d", v.Major, v.Minor, v.Patch)
	if len(v.Pre) > 0 {
		b.WriteByte('-')
		b.WriteString(strings.Join(v.Pre, "."))
	}
	if len(v.Build) > 0 {
		b.WriteByte('+')
		b.WriteString(strings.Join(v.Build, "."))
	}
	return b.String()
}

// IsPrerelease reports whether v has pre-release identifiers.
func (v Version) IsPrerelease() bool { return len(v.Pre) > 0 }

func isNumeric(id string) bool {
	if id == "" {
		return false
	}
	for _, r := range id {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
