package i18n

import (
	"net/http"

	"golang.org/x/text/language"
)

// Supported lists the catalogs we ship, in preference order.
var Supported = []string{"en", "de", "fr", "ja", "zh-Hant"}

var matcher = language.NewMatcher([]language.Tag{
	language.English, language.German, language.French, language.Japanese,
	language.TraditionalChinese,
})

// Negotiate picks the UI language: ?lang= query, then the "lang" cookie,
// then Accept-Language (with regional fallback, de-CH -> de), then English.
func Negotiate(r *http.Request) string {
	if q := r.URL.Query().Get("lang"); isSupported(q) {
		return q
	}
	tags, _, _ := language.ParseAcceptLanguage(r.Header.Get("Accept-Language"))
	if c, err := r.Cookie("lang"); err == nil {
		tags = append(tags, language.Make(c.Value))
	}
	_, idx, _ := matcher.Match(tags...)
	return Supported[idx]
}

func isSupported(tag string) bool {
	for _, s := range Supported {
		if s == tag {
			return true
		}
	}
	return false
}
