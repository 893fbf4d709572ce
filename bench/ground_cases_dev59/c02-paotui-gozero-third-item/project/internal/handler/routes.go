package handler

import (
	"net/http"

	"paotui/dispatch/internal/svc"

	"github.com/zeromicro/go-zero/rest"
)

func RegisterHandlers(server *rest.Server, serverCtx *svc.ServiceContext) {
	server.AddRoutes([]rest.Route{
		{Method: http.MethodPost, Path: "/orders/new", Handler: NewOrderHandler(serverCtx)},
		{Method: http.MethodPost, Path: "/orders/grab", Handler: GrabOrderHandler(serverCtx)},
	})
}
