package split

import (
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Options controls how Split names and fills the output files.
type Options struct {
	Size       int
	OutDir     string
	Prefix     string
	KeepHeader bool
}

// Split reads CSV rows from r and writes them to files of at most opts.Size rows each.
// It returns the names of the files it wrote, in order.
func Split(r io.Reader, opts Options) ([]string, error) {
	if opts.Size <= 0 {
		return nil, fmt.Errorf("size must be positive, got %d", opts.Size)
	}
	if err := os.MkdirAll(opts.OutDir, 0o755); err != nil {
		return nil, fmt.Errorf("create output dir: %w", err)
	}
	reader := csv.NewReader(r)
	header, err := reader.Read()
	if err != nil {
		return nil, fmt.Errorf("read header: %w", err)
	}

	var (
		files []string
		f     *os.File
		w     *csv.Writer
		count int
	)
	for {
		rec, err := reader.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return files, fmt.Errorf("row %d: %w", len(files)*opts.Size+count+2, err)
		}
		if w == nil || count > opts.Size {
			if f != nil {
				w.Flush()
				f.Close()
			}
			name := filepath.Join(opts.OutDir, fmt.Sprintf("%s-%03d.csv", opts.Prefix, len(files)+1))
			if f, err = os.Create(name); err != nil {
				return files, err
			}
			w = csv.NewWriter(f)
			if opts.KeepHeader {
				if err := w.Write(header); err != nil {
					return files, err
				}
			}
			files = append(files, name)
			count = 0
		}
		if err := w.Write(rec); err != nil {
			return files, err
		}
		count++
	}
	if w != nil {
		w.Flush()
		if err := w.Error(); err != nil {
			return files, err
		}
		f.Close()
	}
	return files, nil
}
