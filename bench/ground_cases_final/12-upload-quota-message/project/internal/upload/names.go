package upload

import (
	"path"
	"strings"
)

// fileName takes the last path element of /upload/<name> and rejects dot names.
func fileName(urlPath string) string {
	name := path.Base(strings.TrimPrefix(urlPath, "/upload/"))
	if name == "." || name == ".." || name == "/" || name == "" {
		return "unnamed"
	}
	return name
}
