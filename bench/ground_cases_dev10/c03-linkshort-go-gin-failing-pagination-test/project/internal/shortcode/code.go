// Package shortcode generates the random part of short links.
package shortcode

import (
	"crypto/rand"
	"math/big"
	"strings"
)

// alphabet leaves out 0/O, 1/l/I so codes can be read aloud and typed.
const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// Length is the default code length: 56^7 ≈ 1.7e12 codes.
const Length = 7

var alphabetLen = big.NewInt(int64(len(alphabet)))

// New returns a random code of n characters from crypto/rand, so codes cannot
// be predicted from earlier ones.
func New(n int) string {
	var b strings.Builder
	b.Grow(n)
	for i := 0; i < n; i++ {
		idx, err := rand.Int(rand.Reader, alphabetLen)
		if err != nil {
			panic("shortcode: crypto/rand failed: " + err.Error())
		}
		b.WriteByte(alphabet[idx.Int64()])
	}
	return b.String()
}
