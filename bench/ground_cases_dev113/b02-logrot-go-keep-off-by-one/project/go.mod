module github.com/kanade-infra/logrot

go 1.22
