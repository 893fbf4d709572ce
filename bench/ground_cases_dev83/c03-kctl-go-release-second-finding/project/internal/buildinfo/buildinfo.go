// Package buildinfo holds values stamped in at link time with -ldflags -X.
package buildinfo

import (
	"fmt"
	"runtime"
)

var (
	Version = "dev"
	Commit  = "none"
	Date    = "unknown"
)

// String is what `kctl version` prints.
func String() string {
	return fmt.Sprintf("kctl %s (commit %s, built %s, %s/%s)", Version, Commit, Date, runtime.GOOS, runtime.GOARCH)
}
