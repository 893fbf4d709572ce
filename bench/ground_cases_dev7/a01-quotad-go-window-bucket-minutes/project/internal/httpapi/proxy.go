package httpapi

import (
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
)

func proxy() http.Handler {
	target, err := url.Parse(os.Getenv("UPSTREAM_URL"))
	if err != nil {
		panic(err)
	}
	return httputil.NewSingleHostReverseProxy(target)
}
