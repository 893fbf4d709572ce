module github.com/tkowal/semver

go 1.19
