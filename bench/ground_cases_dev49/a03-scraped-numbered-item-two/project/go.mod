module github.com/hollis-ops/scraped

go 1.22

require gopkg.in/yaml.v3 v3.0.1
