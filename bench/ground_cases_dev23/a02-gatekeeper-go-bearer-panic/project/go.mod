module github.com/acme/gatekeeper

go 1.22.0
