package i18n

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func req(url, accept, cookie string) *http.Request {
	r := httptest.NewRequest(http.MethodGet, url, nil)
	if accept != "" {
		r.Header.Set("Accept-Language", accept)
	}
	if cookie != "" {
		r.AddCookie(&http.Cookie{Name: "lang", Value: cookie})
	}
	return r
}

func TestQueryWins(t *testing.T) {
	if got := Negotiate(req("/?lang=fr", "de", "ja")); got != "fr" {
		t.Fatalf("got %q, want fr", got)
	}
}

func TestCookieWinsOverHeader(t *testing.T) {
	if got := Negotiate(req("/", "de-DE,de;q=0.9", "ja")); got != "ja" {
		t.Fatalf("got %q, want ja", got)
	}
}

func TestFallbackEnglish(t *testing.T) {
	if got := Negotiate(req("/", "pt-BR", "")); got != "en" {
		t.Fatalf("got %q, want en", got)
	}
}
