package proxy

import (
	"net/http"
	"net/http/httputil"
	"net/url"
)

func New(upstream string) http.Handler {
	u, err := url.Parse(upstream)
	if err != nil {
		panic(err)
	}
	return httputil.NewSingleHostReverseProxy(u)
}
