module github.com/hoshino-lab/kanri-auth

go 1.22

require golang.org/x/crypto v0.21.0
