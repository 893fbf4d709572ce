module github.com/lanxin/gatekeeper

go 1.22

require github.com/caarlos0/env/v11 v11.2.2
