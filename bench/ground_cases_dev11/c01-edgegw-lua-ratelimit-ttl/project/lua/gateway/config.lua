-- Gateway settings. Values can be overridden by environment variables at startup.
local _M = {}

_M.limit = {
    default = { limit = 120, window = 60 },
    routes = {
        login    = { limit = 10, window = 60 },
        sms      = { limit = 3,  window = 300 },
        search   = { limit = 60, window = 60 },
    },
}

_M.auth = {
    secret = "dev-secret-change-me",
    public = { "^/api/login", "^/api/sms/send", "^/api/ping" },
}

_M.upstream = {
    peers = {
        { host = "10.0.3.21", port = 9000 },
        { host = "10.0.3.22", port = 9000 },
    },
    connect_timeout = 2,
    send_timeout = 10,
    read_timeout = 30,
    check_interval = 5,
}

function _M.load()
    local secret = os.getenv("GW_JWT_SECRET")
    if secret and secret ~= "" then
        _M.auth.secret = secret
    end
    local peers = os.getenv("GW_UPSTREAMS")  -- "10.0.3.21:9000,10.0.3.22:9000"
    if peers and peers ~= "" then
        local list = {}
        for host, port in peers:gmatch("([^,:]+):(%d+)") do
            list[#list + 1] = { host = host, port = tonumber(port) }
        end
        _M.upstream.peers = list
    end
end

return _M
