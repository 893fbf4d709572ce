package rotate

import (
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// Options control one rotation run.
type Options struct {
	Dir      string
	Pattern  string
	MaxBytes int64
	Compress bool
	Now      func() time.Time
}

// Rotate renames every log in opts.Dir matching opts.Pattern that is larger than
// opts.MaxBytes to <name>.<timestamp> and, when asked, gzips it.
func Rotate(opts Options) ([]string, error) {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	matches, err := filepath.Glob(filepath.Join(opts.Dir, opts.Pattern))
	if err != nil {
		return nil, fmt.Errorf("bad pattern %q: %w", opts.Pattern, err)
	}
	var rotated []string
	for _, path := range matches {
		info, err := os.Stat(path)
		if err != nil {
			return rotated, err
		}
		if info.IsDir() || info.Size() < opts.MaxBytes {
			continue
		}
		target := fmt.Sprintf("%s.%s", path, opts.Now().Format("20060102-150405"))
		if err := os.Rename(path, target); err != nil {
			return rotated, fmt.Errorf("rename %s: %w", path, err)
		}
		if err := touch(path); err != nil {
			return rotated, err
		}
		if opts.Compress {
			gz, err := gzipFile(target)
			if err != nil {
				return rotated, err
			}
			target = gz
		}
		rotated = append(rotated, target)
	}
	return rotated, nil
}

func touch(path string) error {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	return f.Close()
}
