package thumb

import (
	"image"
	"image/jpeg"
	_ "image/png"
	"log/slog"
	"os"

	"golang.org/x/image/draw"
)

const maxSide = 320

// Generate writes a JPEG thumbnail of src to dst, logging failures.
func Generate(src, dst string) {
	in, err := os.Open(src)
	if err != nil {
		slog.Error("thumb open", "err", err)
		return
	}
	defer in.Close()
	img, _, err := image.Decode(in)
	if err != nil {
		slog.Error("thumb decode", "err", err)
		return
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if w > h && w > maxSide {
		w, h = maxSide, h*maxSide/w
	} else if h > maxSide {
		w, h = w*maxSide/h, maxSide
	}
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.CatmullRom.Scale(out, out.Bounds(), img, b, draw.Over, nil)
	f, err := os.Create(dst)
	if err != nil {
		slog.Error("thumb create", "err", err)
		return
	}
	defer f.Close()
	jpeg.Encode(f, out, &jpeg.Options{Quality: 82})
}
