package rotate

import (
	"compress/gzip"
	"io"
	"os"
)

// gzipFile writes path.gz next to path and returns its name.
func gzipFile(path string) (string, error) {
	in, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer in.Close()

	outPath := path + ".gz"
	out, err := os.Create(outPath)
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
	in.Close()
	if err := os.Remove(path); err != nil {
		return "", err
	}
	return outPath, nil
}
