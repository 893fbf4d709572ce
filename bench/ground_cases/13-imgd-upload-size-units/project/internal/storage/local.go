package storage

import (
	"crypto/rand"
	"encoding/hex"
	"io"
	"os"
	"path/filepath"
	"strings"
)

type Local struct{ Dir string }

func (l *Local) Save(r io.Reader, name string) (string, error) {
	buf := make([]byte, 8)
	if _, err := rand.Read(buf); err != nil {
		return "", err
	}
	id := hex.EncodeToString(buf) + strings.ToLower(filepath.Ext(name))
	f, err := os.Create(l.Path(id))
	if err != nil {
		return "", err
	}
	defer f.Close()
	_, err = io.Copy(f, r)
	return id, err
}

func (l *Local) Path(id string) string      { return filepath.Join(l.Dir, "orig", id) }
func (l *Local) ThumbPath(id string) string { return filepath.Join(l.Dir, "thumb", id) }
