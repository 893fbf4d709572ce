-- Round-robin over config.upstream.peers, skipping peers the health checker marked down.
local balancer = require "ngx.balancer"
local config = require "gateway.config"

local ngx = ngx
local health = ngx.shared.upstream_health

local _M = {}
local cursor = 0

local function peer_id(peer)
    return peer.host .. ":" .. peer.port
end

local function pick()
    local peers = config.upstream.peers
    local n = #peers
    for _ = 1, n do
        cursor = cursor % n + 1
        local peer = peers[cursor]
        if not health:get("down:" .. peer_id(peer)) then
            return peer
        end
    end
    return peers[1]  -- everything down: try anyway rather than fail every request
end

function _M.balance()
    local peer = pick()
    local cfg = config.upstream
    local ok, err = balancer.set_current_peer(peer.host, peer.port)
    if not ok then
        ngx.log(ngx.ERR, "set_current_peer failed: ", err)
        return ngx.exit(502)
    end
    balancer.set_timeouts(cfg.connect_timeout, cfg.send_timeout, cfg.read_timeout)
    balancer.set_more_tries(1)
end

local function check(premature)
    if premature then
        return
    end
    for _, peer in ipairs(config.upstream.peers) do
        local sock = ngx.socket.tcp()
        sock:settimeout(1000)
        local ok = sock:connect(peer.host, peer.port)
        if ok then
            sock:close()
            health:delete("down:" .. peer_id(peer))
        else
            health:set("down:" .. peer_id(peer), true, config.upstream.check_interval * 3)
        end
    end
end

function _M.start_checker()
    if ngx.worker.id() ~= 0 then
        return
    end
    ngx.timer.every(config.upstream.check_interval, check)
end

return _M
