package links

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/hanako-dev/filesvc/internal/storage"
)

const LinkTTL = 24 * time.Hour

type Signer struct{ secret []byte }

func NewSigner(secret []byte) *Signer { return &Signer{secret: secret} }

func (s *Signer) sign(id string, exp int64) string {
	m := hmac.New(sha256.New, s.secret)
	fmt.Fprintf(m, "%s:%d", id, exp)
	return hex.EncodeToString(m.Sum(nil))
}

// URL returns a download link for id that stops working after LinkTTL.
func (s *Signer) URL(id string) string {
	exp := time.Now().Add(LinkTTL).Unix()
	return fmt.Sprintf("/files/%s?exp=%d&sig=%s", id, exp, s.sign(id, exp))
}

func Handler(s *Signer, store *storage.Store) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := strings.TrimPrefix(r.URL.Path, "/files/")
		exp, err := strconv.ParseInt(r.URL.Query().Get("exp"), 10, 64)
		if err != nil || time.Now().Unix() > exp {
			http.Error(w, "link expired", http.StatusGone)
			return
		}
		if !hmac.Equal([]byte(s.sign(id, exp)), []byte(r.URL.Query().Get("sig"))) {
			http.Error(w, "bad signature", http.StatusForbidden)
			return
		}
		f, err := store.Open(id)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		info, _ := f.Stat()
		http.ServeContent(w, r, id, info.ModTime(), f)
	})
}
