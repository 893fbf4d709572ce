package upload

import (
	"errors"
	"net/http"
)

var errBadType = errors.New("upload rejected: unsupported type")

var allowedTypes = map[string]bool{
	"image/jpeg": true,
	"image/png":  true,
	"image/gif":  true,
	"image/webp": true,
}

// checkType sniffs the first bytes of the upload.
func checkType(head []byte) error {
	if !allowedTypes[http.DetectContentType(head)] {
		return errBadType
	}
	return nil
}
