local L = require("locale")
local settings = require("ui.settings")

local state = "settings"
local fonts = {}

function love.load()
  fonts.ui = love.graphics.newFont("assets/fonts/NotoSans-Regular.ttf", 22)
  love.graphics.setFont(fonts.ui)
  L.set(os.getenv("LK_LANG") or "en")
  settings.load()
end

function love.update(dt)
  if state == "settings" then
    settings.update(dt)
  end
end

function love.draw()
  love.graphics.clear(0.08, 0.07, 0.1)
  if state == "settings" then
    settings.draw()
  end
end

function love.mousepressed(x, y, button)
  if state == "settings" and button == 1 then
    settings.click(x, y)
  end
end

function love.keypressed(key)
  if key == "f9" then
    L.cycle()
  end
end
