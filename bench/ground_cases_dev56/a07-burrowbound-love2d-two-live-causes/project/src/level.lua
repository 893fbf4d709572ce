-- Levels are JSON exported from our Tiled template: {tileSize, width, height, tiles: [..], spawn: {x, y}}.
local json = require("lib.json")

local Level = {}
Level.__index = Level

local SOLID = { [1] = true, [2] = true, [5] = true }

function Level.load(path)
    local data = json.decode(love.filesystem.read(path))
    local self = setmetatable({}, Level)
    self.tileSize = data.tileSize
    self.width, self.height = data.width, data.height
    self.tiles = data.tiles
    self.spawn = data.spawn
    self.spawn.facing = data.spawn.facing or "right"
    self.image = love.graphics.newImage("art/warren_tiles.png")
    self.quads = {}
    for i = 0, 7 do
        self.quads[i + 1] = love.graphics.newQuad(i * 8, 0, 8, 8, self.image:getDimensions())
    end
    return self
end

function Level:tile(tx, ty)
    if tx < 0 or ty < 0 or tx >= self.width or ty >= self.height then
        return 1
    end
    return self.tiles[ty * self.width + tx + 1]
end

function Level:solid(tx, ty)
    return SOLID[self:tile(tx, ty)] == true
end

function Level:draw()
    for ty = 0, self.height - 1 do
        for tx = 0, self.width - 1 do
            local t = self:tile(tx, ty)
            if t > 0 then
                love.graphics.draw(self.image, self.quads[t], tx * self.tileSize, ty * self.tileSize)
            end
        end
    end
end

return Level
