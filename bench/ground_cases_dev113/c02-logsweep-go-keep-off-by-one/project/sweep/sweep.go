package sweep

import (
	"sort"
	"time"
)

// Options controls which files are removed.
type Options struct {
	Pattern   string
	Keep      int
	OlderThan time.Duration
	Now       time.Time
}

// SelectExpired returns the files to delete: everything except the newest
// opts.Keep files, and of those only the ones older than opts.OlderThan.
func SelectExpired(files []File, opts Options) []File {
	sorted := make([]File, len(files))
	copy(sorted, files)
	// newest first; names like app.log.1.gz do not sort by age
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].ModTime.After(sorted[j].ModTime) })

	var out []File
	for i, f := range sorted {
		if i <= opts.Keep {
			continue // the newest Keep files stay
		}
		if opts.OlderThan > 0 && opts.Now.Sub(f.ModTime) < opts.OlderThan {
			continue
		}
		out = append(out, f)
	}
	return out
}

// TotalSize is the number of bytes the files take.
func TotalSize(files []File) int64 {
	var n int64
	for _, f := range files {
		n += f.Size
	}
	return n
}
