// Package archive writes entries into a gzip-compressed tar file.
package archive

import (
	"archive/tar"
	"compress/gzip"
	"io"
	"os"

	"github.com/zhoumo/bak/internal/walk"
)

// Write creates out and stores entries in order. Symlinks are stored as links.
func Write(out string, entries []walk.Entry, level int) (n int64, err error) {
	fh, err := os.Create(out)
	if err != nil {
		return 0, err
	}
	defer func() {
		if cerr := fh.Close(); err == nil {
			err = cerr
		}
	}()
	gz, err := gzip.NewWriterLevel(fh, level)
	if err != nil {
		return 0, err
	}
	tw := tar.NewWriter(gz)
	for _, e := range entries {
		link := ""
		if e.Info.Mode()&os.ModeSymlink != 0 {
			if link, err = os.Readlink(e.Abs); err != nil {
				return n, err
			}
		}
		hdr, err := tar.FileInfoHeader(e.Info, link)
		if err != nil {
			return n, err
		}
		hdr.Name = e.Rel
		if e.Info.IsDir() {
			hdr.Name += "/"
		}
		if err := tw.WriteHeader(hdr); err != nil {
			return n, err
		}
		if e.Info.Mode().IsRegular() {
			src, err := os.Open(e.Abs)
			if err != nil {
				return n, err
			}
			c, err := io.Copy(tw, src)
			src.Close()
			n += c
			if err != nil {
				return n, err
			}
		}
	}
	if err := tw.Close(); err != nil {
		return n, err
	}
	return n, gz.Close()
}
