package version

import (
	"fmt"
	"strconv"
	"strings"
)

// Bump returns v with the named part incremented: "major", "minor", "patch" or "pre".
func Bump(v Version, part string) (Version, error) {
	out := Version{Major: v.Major, Minor: v.Minor, Patch: v.Patch}
	switch part {
	case "major":
		out.Major++
		out.Minor, out.Patch = 0, 0
	case "minor":
		out.Minor++
		out.Patch = 0
	case "patch":
		if v.Pre == "" {
			out.Patch++
		}
	case "pre":
		out.Pre = bumpPre(v.Pre)
		if v.Pre == "" {
			out.Patch++
		}
	default:
		return Version{}, fmt.Errorf("bump: unknown part %q", part)
	}
	return out, nil
}

// bumpPre increments the last numeric identifier, or appends ".1" / starts at "rc.1".
func bumpPre(pre string) string {
	if pre == "" {
		return "rc.1"
	}
	ids := strings.Split(pre, ".")
	last := ids[len(ids)-1]
	if n, err := strconv.Atoi(last); err == nil {
		ids[len(ids)-1] = strconv.Itoa(n + 1)
		return strings.Join(ids, ".")
	}
	return pre + ".1"
}
