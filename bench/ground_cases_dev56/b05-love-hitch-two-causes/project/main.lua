local Game = require("src.scenes.game")
local Title = require("src.scenes.title")
local Audio = require("src.audio")

local scene

function switch_scene(next_scene, ...)
    if scene and scene.leave then scene:leave() end
    scene = next_scene
    if scene.enter then scene:enter(...) end
end

function love.load()
    love.graphics.setDefaultFilter("nearest", "nearest")
    Audio.init()
    switch_scene(Title)
end

function love.update(dt)
    scene:update(dt)
end

function love.draw()
    scene:draw()
end

function love.keypressed(key, scancode, isrepeat)
    if scene.keypressed then scene:keypressed(key, isrepeat) end
end

function love.gamepadpressed(joystick, button)
    if scene.gamepadpressed then scene:gamepadpressed(button) end
end
