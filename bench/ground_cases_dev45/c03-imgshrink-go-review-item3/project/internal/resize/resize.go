// Package resize shrinks one image file to a maximum width.
package resize

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"

	"github.com/disintegration/imaging"
)

// File resizes src to at most maxWidth pixels wide and writes it to dst.
// Images already narrower than maxWidth are copied unchanged.
func File(src, dst string, maxWidth, quality int) error {
	img, err := imaging.Open(src, imaging.AutoOrientation(true))
	if err != nil {
		return fmt.Errorf("open: %w", err)
	}
	if img.Bounds().Dx() > maxWidth {
		img = imaging.Resize(img, maxWidth, 0, imaging.Lanczos)
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	return save(img, dst, quality)
}

func save(img image.Image, dst string, quality int) error {
	switch strings.ToLower(filepath.Ext(dst)) {
	case ".jpg", ".jpeg":
		return imaging.Save(img, dst, imaging.JPEGQuality(quality))
	case ".png":
		return imaging.Save(img, dst, imaging.PNGCompressionLevel(-2))
	default:
		return fmt.Errorf("unsupported format %q", filepath.Ext(dst))
	}
}
