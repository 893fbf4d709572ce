module github.com/chenhao/linkshort

go 1.22

require github.com/gin-gonic/gin v1.10.0

require (
	github.com/bytedance/sonic v1.11.6 // indirect
	github.com/gin-contrib/sse v0.1.0 // indirect
	github.com/go-playground/validator/v10 v10.20.0 // indirect
	github.com/goccy/go-json v0.10.2 // indirect
	github.com/json-iterator/go v1.1.12 // indirect
	github.com/mattn/go-isatty v0.0.20 // indirect
	github.com/pelletier/go-toml/v2 v2.2.2 // indirect
	github.com/ugorji/go/codec v1.2.12 // indirect
	golang.org/x/net v0.25.0 // indirect
	google.golang.org/protobuf v1.34.1 // indirect
)
