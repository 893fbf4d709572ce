local Audio = require("src.audio")
local Loader = require("src.level_loader")

local Game = {}

local LEVELS = {
    { file = "levels/level1.csv", music = "level1" },
    { file = "levels/level2.csv", music = "level2" },
    { file = "levels/level3.csv", music = "level3" },
}

function Game:enter(index)
    self.index = index or 1
    self.tileset = self.tileset or love.graphics.newImage("assets/tiles.png")
    self.quads = self.quads or self:build_quads()
    local def = LEVELS[self.index]
    self.level = Loader.load(def.file, self.tileset, self.quads)
    Audio.play_music(def.music)
    self.player = { x = 32, y = 32, vx = 0, vy = 0 }
    self.paused = false
end

function Game:build_quads()
    local quads = {}
    local w, h = self.tileset:getDimensions()
    for i = 1, 9 do
        quads[i] = love.graphics.newQuad((i - 1) * 16, 0, 16, 16, w, h)
    end
    return quads
end

function Game:update(dt)
    if self.paused then return end
    local p = self.player
    p.vy = p.vy + 900 * dt
    p.y = p.y + p.vy * dt
    if Loader.is_solid(self.level, p.x, p.y + 14) then
        p.y = math.floor((p.y + 14) / 16) * 16 - 14
        p.vy = 0
    end
end

function Game:draw()
    love.graphics.draw(self.level.batch, -math.floor(self.player.x - 640), 0)
    love.graphics.rectangle("fill", 640, self.player.y, 10, 14)
    if self.paused then
        love.graphics.printf("PAUSED", 0, 340, 1280, "center")
    end
end

function Game:keypressed(key, isrepeat)
    if isrepeat then return end
    if key == "escape" or key == "p" then
        self.paused = not self.paused
    end
end

function Game:gamepadpressed(button)
    if button == "start" then
        self.paused = not self.paused
    end
end

return Game
