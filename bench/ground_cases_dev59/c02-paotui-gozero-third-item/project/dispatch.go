package main

import (
	"flag"
	"fmt"

	"paotui/dispatch/internal/config"
	"paotui/dispatch/internal/handler"
	"paotui/dispatch/internal/svc"

	"github.com/zeromicro/go-zero/core/conf"
	"github.com/zeromicro/go-zero/rest"
)

var configFile = flag.String("f", "etc/dispatch.yaml", "the config file")

func main() {
	flag.Parse()

	var c config.Config
	conf.MustLoad(*configFile, &c)

	server := rest.MustNewServer(c.RestConf)
	defer server.Stop()

	ctx := svc.NewServiceContext(c)
	handler.RegisterHandlers(server, ctx)

	fmt.Printf("跑腿派单服务启动 %s:%d...\n", c.Host, c.Port)
	server.Start()
}
