module github.com/kobayashi-infra/logsum

go 1.22
