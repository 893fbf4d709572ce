module github.com/kumo-works/relayd

go 1.22

require (
	github.com/go-chi/chi/v5 v5.0.12
	golang.org/x/net v0.17.0
)
