local cjson = require "cjson.safe"
local config = require "gateway.config"

local ngx = ngx
local _M = {}

-- The LB in front of us sets X-Real-IP; fall back to the socket address for direct hits.
function _M.client_ip()
    local ip = ngx.var.http_x_real_ip
    if ip and ip ~= "" then
        return ip
    end
    return ngx.var.remote_addr
end

function _M.is_public(uri)
    for _, pattern in ipairs(config.auth.public) do
        if uri:find(pattern) then
            return true
        end
    end
    return false
end

function _M.reject(status, message)
    ngx.status = status
    ngx.header["Content-Type"] = "application/json"
    ngx.say(cjson.encode({ code = status, message = message }))
    return ngx.exit(status)
end

return _M
