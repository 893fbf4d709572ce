-- Fixed-window rate limit per route and client IP, kept in lua_shared_dict "ratelimit".
-- A counter key lives for one window: the first hit creates it with the window as TTL.
local config = require "gateway.config"
local util = require "gateway.util"

local ngx = ngx
local shared = ngx.shared.ratelimit

local _M = {}

local function rule_for(route)
    return config.limit.routes[route] or config.limit.default
end

local function key_for(route)
    return "rl:" .. route .. ":" .. util.client_ip()
end

function _M.check(route)
    local rule = rule_for(route)
    if not rule then
        return true
    end

    local key = key_for(route)
    local count, err = shared:incr(key, 1, 0)
    if not count then
        -- dict full or similar: never block traffic because of the limiter itself
        ngx.log(ngx.ERR, "ratelimit incr failed key=", key, " err=", err)
        return true
    end

    ngx.header["X-RateLimit-Limit"] = rule.limit
    ngx.header["X-RateLimit-Remaining"] = math.max(rule.limit - count, 0)

    if count > rule.limit then
        ngx.header["Retry-After"] = rule.window
        ngx.log(ngx.INFO, "ratelimit hit key=", key, " count=", count)
        return false
    end
    return true
end

-- Admin helper (used from /admin in staging): clear one client's counter.
function _M.reset(route, ip)
    shared:delete("rl:" .. route .. ":" .. ip)
end

return _M
