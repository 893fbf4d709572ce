package imaging

import (
	"bytes"
	"image/jpeg"

	"github.com/disintegration/imaging"
)

// Thumbnail decodes an uploaded image and returns a JPEG thumbnail of the given width.
func Thumbnail(data []byte, width int) ([]byte, error) {
	img, err := imaging.Decode(bytes.NewReader(data), imaging.AutoOrientation(true))
	if err != nil {
		return nil, err
	}
	if img.Bounds().Dx() > width {
		img = imaging.Resize(img, width, 0, imaging.Lanczos)
	}
	var out bytes.Buffer
	if err := jpeg.Encode(&out, img, &jpeg.Options{Quality: 82}); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// IsJPEG reports whether data starts with the JPEG SOI marker.
func IsJPEG(data []byte) bool {
	return len(data) > 2 && data[0] == 0xFF && data[1] == 0xD8
}

// IsHEIC reports whether data looks like an ISO-BMFF HEIC container.
func IsHEIC(data []byte) bool {
	if len(data) < 12 {
		return false
	}
	brand := string(data[8:12])
	return string(data[4:8]) == "ftyp" && (brand == "heic" || brand == "heix" || brand == "mif1")
}
