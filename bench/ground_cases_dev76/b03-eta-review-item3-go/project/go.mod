module github.com/hayate-logi/etad

go 1.21

require gopkg.in/yaml.v3 v3.0.1
