-- Smooth-follow camera in world pixels. apply() translates by the rounded position.
local Camera = {}
Camera.__index = Camera

function Camera.new(viewW, viewH)
    return setmetatable({ x = 0, y = 0, viewW = viewW, viewH = viewH, speed = 8 }, Camera)
end

function Camera:follow(tx, ty, dt)
    local k = 1 - math.exp(-self.speed * dt)
    self.x = self.x + (tx - self.viewW / 2 - self.x) * k
    self.y = self.y + (ty - self.viewH / 2 - self.y) * k
end

function Camera:apply()
    love.graphics.push()
    love.graphics.translate(-math.floor(self.x), -math.floor(self.y))
end

function Camera:clear()
    love.graphics.pop()
end

function Camera:toWorld(sx, sy)
    return sx / 4 + self.x, sy / 4 + self.y
end

function Camera:shake(amount, time)
    self.shakeAmount, self.shakeTime = amount, time
end

function Camera:bounds(w, h)
    self.maxX, self.maxY = w - self.viewW, h - self.viewH
end

return Camera
