package api

import (
	"context"
	"strconv"
)

func withUserID(ctx context.Context, raw string) context.Context {
	id, _ := strconv.ParseInt(raw, 10, 64)
	return context.WithValue(ctx, ctxKey{}, id)
}

func userID(ctx context.Context) int64 {
	id, _ := ctx.Value(ctxKey{}).(int64)
	return id
}
