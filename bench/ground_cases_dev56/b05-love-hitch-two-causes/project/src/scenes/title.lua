local Audio = require("src.audio")

local Title = {}

function Title:enter()
    Audio.play_music("title")
    self.blink = 0
end

function Title:update(dt)
    self.blink = (self.blink + dt) % 1.2
end

function Title:draw()
    love.graphics.printf("MOTH & LAMP", 0, 260, 1280, "center")
    if self.blink < 0.8 then
        love.graphics.printf("press start", 0, 420, 1280, "center")
    end
end

function Title:keypressed(key)
    if key == "return" or key == "space" then
        switch_scene(require("src.scenes.game"), 1)
    end
end

return Title
