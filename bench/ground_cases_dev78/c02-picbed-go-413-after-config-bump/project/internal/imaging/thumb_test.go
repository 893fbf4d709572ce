package imaging

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"testing"
)

func sample(w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for x := 0; x < w; x++ {
		img.Set(x, 0, color.RGBA{255, 0, 0, 255})
	}
	var buf bytes.Buffer
	jpeg.Encode(&buf, img, nil)
	return buf.Bytes()
}

func TestThumbnailWidth(t *testing.T) {
	out, err := Thumbnail(sample(1200, 800), 320)
	if err != nil {
		t.Fatal(err)
	}
	img, _ := jpeg.Decode(bytes.NewReader(out))
	if got := img.Bounds().Dx(); got != 320 {
		t.Fatalf("width = %d, want 320", got)
	}
}

func TestSmallImageNotUpscaled(t *testing.T) {
	out, err := Thumbnail(sample(200, 100), 320)
	if err != nil {
		t.Fatal(err)
	}
	img, _ := jpeg.Decode(bytes.NewReader(out))
	if got := img.Bounds().Dx(); got != 200 {
		t.Fatalf("width = %d, want 200", got)
	}
}
