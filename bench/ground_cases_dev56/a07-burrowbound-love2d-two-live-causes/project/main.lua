local Camera = require("src.camera")
local Input = require("src.input")
local Level = require("src.level")
local Physics = require("src.physics")

local level, player, cam

function love.load()
    love.graphics.setDefaultFilter("nearest", "nearest")
    level = Level.load("levels/warren_02.json")
    player = { x = level.spawn.x, y = level.spawn.y, w = 10, h = 14, vx = 0, vy = 0, onGround = false,
               facing = level.spawn.facing }
    cam = Camera.new(320, 180)
end

function love.update(dt)
    dt = math.min(dt, 1 / 30)
    local move = Input.axis("left", "right")
    player.vx = move * 90
    if Input.pressed("jump") and player.onGround then
        player.vy = -210
    end
    player.vy = player.vy + 600 * dt
    Physics.move(player, level, dt)
    cam:follow(player.x + player.w / 2, player.y + player.h / 2, dt)
    Input.endFrame()
end

function love.draw()
    love.graphics.push()
    love.graphics.scale(4, 4)
    cam:apply()
    level:draw()
    love.graphics.setColor(0.95, 0.8, 0.55)
    love.graphics.rectangle("fill", player.x, player.y, player.w, player.h)
    love.graphics.setColor(1, 1, 1)
    cam:clear()
    love.graphics.pop()
end

function love.keypressed(key)
    Input.keypressed(key)
end

function love.gamepadpressed(_, button)
    Input.gamepadpressed(button)
end
