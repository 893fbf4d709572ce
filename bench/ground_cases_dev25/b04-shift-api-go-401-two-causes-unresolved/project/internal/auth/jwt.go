package auth

import (
	"crypto/rsa"
	"errors"
	"fmt"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

const tokenTTL = 30 * time.Minute

type Claims struct {
	UserID string `json:"uid"`
	Role   string `json:"role"`
	jwt.RegisteredClaims
}

// Signer は現在の署名鍵を返す（鍵のローテーションは auth-rotator CronJob が行う）。
type Signer interface {
	Current() (kid string, key *rsa.PrivateKey, err error)
}

type Issuer struct {
	signer Signer
	keys   *KeyCache
	now    func() time.Time
}

func NewIssuer(signer Signer, keys *KeyCache) *Issuer {
	return &Issuer{signer: signer, keys: keys, now: time.Now}
}

func (i *Issuer) Issue(userID, role string) (string, error) {
	now := i.now()
	kid, key, err := i.signer.Current()
	if err != nil {
		return "", err
	}
	claims := Claims{
		UserID: userID,
		Role:   role,
		RegisteredClaims: jwt.RegisteredClaims{
			Issuer:    "shift-api",
			IssuedAt:  jwt.NewNumericDate(now),
			NotBefore: jwt.NewNumericDate(now),
			ExpiresAt: jwt.NewNumericDate(now.Add(tokenTTL)),
		},
	}
	tok := jwt.NewWithClaims(jwt.SigningMethodRS256, claims)
	tok.Header["kid"] = kid
	return tok.SignedString(key)
}

var ErrUnknownKey = errors.New("auth: unknown signing key")

func (i *Issuer) Verify(raw string) (*Claims, error) {
	parser := jwt.NewParser(
		jwt.WithValidMethods([]string{jwt.SigningMethodRS256.Alg()}),
		jwt.WithIssuer("shift-api"),
		jwt.WithExpirationRequired(),
	)
	claims := &Claims{}
	_, err := parser.ParseWithClaims(raw, claims, func(t *jwt.Token) (any, error) {
		kid, _ := t.Header["kid"].(string)
		pub, ok := i.keys.Lookup(kid)
		if !ok {
			return nil, fmt.Errorf("%w: kid=%q", ErrUnknownKey, kid)
		}
		return pub, nil
	})
	if err != nil {
		return nil, err
	}
	return claims, nil
}
