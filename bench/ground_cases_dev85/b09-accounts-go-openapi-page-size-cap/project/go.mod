module github.com/tsubame-dev/accounts

go 1.23

require github.com/getkin/kin-openapi v0.128.0
