package upload

import (
	"net/http"
	"path/filepath"
	"strings"
)

// allowed maps accepted content types to the extension we store them under.
var allowed = map[string]string{
	"image/jpeg": ".jpg",
	"image/png":  ".png",
	"image/webp": ".webp",
	"image/heic": ".heic",
	"image/heif": ".heif",
}

// sniff returns the content type of data, falling back to the file extension
// when the sniffer only sees application/octet-stream.
func sniff(data []byte, filename string) string {
	ct := http.DetectContentType(data)
	if ct != "application/octet-stream" {
		return ct
	}
	switch strings.ToLower(filepath.Ext(filename)) {
	case ".heic":
		return "image/heic"
	case ".heif":
		return "image/heif"
	}
	return ct
}
