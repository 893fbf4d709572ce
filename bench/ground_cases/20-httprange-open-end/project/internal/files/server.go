package files

import (
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/mirrorlab/dlserver/pkg/httprange"
)

type Server struct{ Root string }

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	name := filepath.Join(s.Root, filepath.Clean("/"+r.URL.Path))
	if !strings.HasPrefix(name, s.Root) {
		http.NotFound(w, r)
		return
	}
	f, err := os.Open(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil || info.IsDir() {
		http.NotFound(w, r)
		return
	}
	size := info.Size()
	w.Header().Set("Accept-Ranges", "bytes")

	header := r.Header.Get("Range")
	if header == "" {
		w.Header().Set("Content-Length", strconv.FormatInt(size, 10))
		io.Copy(w, f)
		return
	}
	rg, err := httprange.ParseRange(header, size)
	if errors.Is(err, httprange.ErrUnsatisfiable) {
		w.Header().Set("Content-Range", httprange.UnsatisfiedContentRange(size))
		w.WriteHeader(http.StatusRequestedRangeNotSatisfiable)
		return
	}
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Range", httprange.ContentRange(rg, size))
	w.Header().Set("Content-Length", strconv.FormatInt(rg.Length(), 10))
	w.WriteHeader(http.StatusPartialContent)
	f.Seek(rg.Start, io.SeekStart)
	io.CopyN(w, f, rg.Length())
}
