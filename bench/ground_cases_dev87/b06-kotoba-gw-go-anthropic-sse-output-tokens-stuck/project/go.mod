module github.com/minato-dev/kotoba-gw

go 1.23

require github.com/google/uuid v1.6.0
