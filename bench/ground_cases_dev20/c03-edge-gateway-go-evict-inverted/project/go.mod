module git.example.com/platform/edge-gateway

go 1.22

require (
	github.com/go-chi/chi/v5 v5.1.0
	go.uber.org/zap v1.27.0
)
