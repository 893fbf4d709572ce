module github.com/kuaidi100x/notify-hub

go 1.22

require (
	github.com/go-sql-driver/mysql v1.8.1
	gopkg.in/yaml.v3 v3.0.1
)

require filippo.io/edwards25519 v1.1.0 // indirect
