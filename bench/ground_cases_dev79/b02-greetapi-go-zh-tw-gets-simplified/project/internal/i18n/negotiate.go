package i18n

import (
	"context"
	"net/http"
	"sort"
	"strconv"
	"strings"
)

// Supported lists the locales we ship, in the order of preference for ties.
var Supported = []string{"en", "ja", "zh-Hans", "zh-Hant"}

const Fallback = "en"

type ctxKey struct{}

type weighted struct {
	tag string
	q   float64
}

// parseAcceptLanguage returns the tags of an Accept-Language header, highest q first.
func parseAcceptLanguage(header string) []weighted {
	var out []weighted
	for _, part := range strings.Split(header, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		tag, q := part, 1.0
		if i := strings.Index(part, ";"); i >= 0 {
			tag = strings.TrimSpace(part[:i])
			if v, ok := strings.CutPrefix(strings.TrimSpace(part[i+1:]), "q="); ok {
				if f, err := strconv.ParseFloat(v, 64); err == nil {
					q = f
				}
			}
		}
		if q <= 0 {
			continue
		}
		out = append(out, weighted{tag: tag, q: q})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].q > out[j].q })
	return out
}

// Negotiate picks the best supported locale for an Accept-Language header.
func Negotiate(header string) string {
	for _, w := range parseAcceptLanguage(header) {
		for _, s := range Supported {
			if strings.EqualFold(s, w.tag) {
				return s
			}
		}
		// ja-JP -> ja: fall back to the primary language subtag
		base := strings.SplitN(w.tag, "-", 2)[0]
		for _, s := range Supported {
			if strings.EqualFold(strings.SplitN(s, "-", 2)[0], base) {
				return s
			}
		}
	}
	return Fallback
}

// Middleware stores the negotiated locale (or ?lang=) in the request context.
func Middleware(cat *Catalog) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			loc := r.URL.Query().Get("lang")
			if !cat.Has(loc) {
				loc = Negotiate(r.Header.Get("Accept-Language"))
			}
			w.Header().Set("Content-Language", loc)
			w.Header().Add("Vary", "Accept-Language")
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, loc)))
		})
	}
}

// Locale returns the locale stored by Middleware.
func Locale(ctx context.Context) string {
	if loc, ok := ctx.Value(ctxKey{}).(string); ok {
		return loc
	}
	return Fallback
}
