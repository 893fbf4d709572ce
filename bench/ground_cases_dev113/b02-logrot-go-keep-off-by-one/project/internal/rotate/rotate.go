package rotate

import (
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"time"
)

// now is replaced in tests.
var now = time.Now

// Rotate renames path to path.YYYYMMDD-HHMMSS (gzipped when compress is set) and
// returns the new name. A missing or empty file is not an error: nothing to do.
func Rotate(path string, compress bool) (string, error) {
	info, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) || (err == nil && info.Size() == 0) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("stat %s: %w", path, err)
	}
	target := path + "." + now().Format("20060102-150405")
	if err := os.Rename(path, target); err != nil {
		return "", fmt.Errorf("rename %s -> %s: %w", path, target, err)
	}
	if !compress {
		return target, nil
	}
	return gzipFile(target)
}

func gzipFile(path string) (string, error) {
	in, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer in.Close()
	out, err := os.Create(path + ".gz")
	if err != nil {
		return "", err
	}
	zw := gzip.NewWriter(out)
	if _, err := io.Copy(zw, in); err != nil {
		out.Close()
		return "", err
	}
	if err := zw.Close(); err != nil {
		out.Close()
		return "", err
	}
	if err := out.Close(); err != nil {
		return "", err
	}
	return path + ".gz", os.Remove(path)
}
