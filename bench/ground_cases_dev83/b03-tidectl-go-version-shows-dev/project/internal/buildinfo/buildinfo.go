// Package buildinfo holds values stamped in at link time with -ldflags -X.
package buildinfo

import (
	"fmt"
	"runtime"
)

var (
	// Version is the release tag (v0.9.0), "dev" for local builds.
	Version = "dev"
	// Commit is the short git hash the binary was built from.
	Commit = "none"
	// Date is the UTC build time in RFC 3339.
	Date = "unknown"
)

// String is the one-line form printed by `tidectl version`.
func String() string {
	return fmt.Sprintf("tidectl %s (commit %s, built %s, %s/%s)", Version, Commit, Date, runtime.GOOS, runtime.GOARCH)
}

// IsRelease reports whether the binary was built from a tag.
func IsRelease() bool {
	return Version != "dev" && Version != ""
}
