package i18n

import (
	"net/http/httptest"
	"testing"

	"golang.org/x/text/language"
)

func TestNegotiateQueryWins(t *testing.T) {
	r := httptest.NewRequest("GET", "/v1/orders/1/summary?lang=ja", nil)
	r.Header.Set("Accept-Language", "zh-CN,zh;q=0.9")
	if got, _ := Negotiate(r).Base(); got.String() != "ja" {
		t.Fatalf("got %v", got)
	}
}

func TestNegotiateAcceptLanguage(t *testing.T) {
	r := httptest.NewRequest("GET", "/v1/orders/1/summary", nil)
	r.Header.Set("Accept-Language", "zh-Hans-CN,zh;q=0.9,en;q=0.8")
	if got, _ := Negotiate(r).Base(); got != language.MustParseBase("zh") {
		t.Fatalf("got %v", got)
	}
}
