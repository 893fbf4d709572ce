-- Axis-separated AABB movement against the level's solid tiles.
local Physics = {}

local function overlaps(level, x, y, w, h)
    local ts = level.tileSize
    for ty = math.floor(y / ts), math.floor((y + h - 0.001) / ts) do
        for tx = math.floor(x / ts), math.floor((x + w - 0.001) / ts) do
            if level:solid(tx, ty) then
                return tx, ty
            end
        end
    end
    return nil
end

function Physics.move(body, level, dt)
    local ts = level.tileSize

    -- horizontal
    body.x = body.x + body.vx * dt
    local tx = overlaps(level, body.x, body.y, body.w, body.h)
    if tx then
        if body.vx > 0 then
            body.x = tx * ts - body.w
        elseif body.vx < 0 then
            body.x = (tx + 1) * ts
        end
        body.vx = 0
    end

    -- vertical
    body.onGround = false
    body.y = body.y + body.vy * dt
    local _, ty = overlaps(level, body.x, body.y, body.w, body.h)
    if ty then
        if body.vy > 0 then
            body.y = ty * ts - body.h
            body.onGround = true
        elseif body.vy < 0 then
            body.y = (ty + 1) * ts
        end
        body.vy = 0
    end
end

return Physics
