-- JWT check for /api/*. Public routes are listed in config.auth.public.
local jwt = require "resty.jwt"
local config = require "gateway.config"
local util = require "gateway.util"

local ngx = ngx
local concat = table.concat

local _M = {}

local function bearer_token()
    local header = ngx.var.http_authorization
    if not header then
        return nil
    end
    return header:match("^[Bb]earer%s+(.+)$")
end

function _M.verify()
    if util.is_public(ngx.var.uri) then
        return
    end

    local token = bearer_token()
    if not token then
        return util.reject(401, "missing token")
    end

    local obj = jwt:verify(config.auth.secret, token)
    if not obj.verified then
        local reason = obj.reason or "unknown"
        if reason:find("expired", 1, true) then
            local sub = obj.payload and obj.payload.sub or "?"
            ngx.log(ngx.INFO, "jwt expired, sub=", sub, " reason=", reason)
            return util.reject(401, "token expired")
        end
        ngx.log(ngx.WARN, "jwt rejected: ", reason)
        return util.reject(401, "invalid token")
    end

    local payload = obj.payload
    ngx.req.set_header("X-User-Id", payload.sub)
    ngx.req.set_header("X-User-Roles", concat(payload.roles or {}, ","))
    ngx.ctx.user_id = payload.sub
end

return _M
