package i18n

import (
	"net/http"

	"golang.org/x/text/language"
)

// Supported lists the locales we ship catalogs for; the first one is the fallback.
var Supported = []language.Tag{
	language.English,
	language.SimplifiedChinese,
	language.Japanese,
}

var matcher = language.NewMatcher(Supported)

// Negotiate picks the response locale: ?lang= first, then the lang cookie,
// then Accept-Language.
func Negotiate(r *http.Request) language.Tag {
	var prefs []string
	if q := r.URL.Query().Get("lang"); q != "" {
		prefs = append(prefs, q)
	}
	if c, err := r.Cookie("lang"); err == nil {
		prefs = append(prefs, c.Value)
	}
	prefs = append(prefs, r.Header.Get("Accept-Language"))
	tag, _ := language.MatchStrings(matcher, prefs...)
	return tag
}
