local Button = require("ui.button")
local L = require("locale")

local settings = {}
local buttons = {}
local values = { fullscreen = false, vsync = true, music = 0.8, sfx = 1.0 }

local function pct(v) return string.format("%d%%", math.floor(v * 100 + 0.5)) end

function settings.load()
  buttons = {}
  local items = {
    { function() return L("settings_fullscreen", L(values.fullscreen and "settings_on" or "settings_off")) end,
      function() values.fullscreen = not values.fullscreen; love.window.setFullscreen(values.fullscreen) end },
    { function() return L("settings_vsync", L(values.vsync and "settings_on" or "settings_off")) end,
      function() values.vsync = not values.vsync; love.window.setVSync(values.vsync and 1 or 0) end },
    { function() return L("settings_music", pct(values.music)) end,
      function() values.music = (values.music + 0.1) % 1.1 end },
    { function() return L("settings_sfx", pct(values.sfx)) end,
      function() values.sfx = (values.sfx + 0.1) % 1.1 end },
    { function() return L("settings_reset") end,
      function() values = { fullscreen = false, vsync = true, music = 0.8, sfx = 1.0 } end },
  }
  local x = (love.graphics.getWidth() - Button.WIDTH) / 2
  for i, item in ipairs(items) do
    buttons[#buttons + 1] = Button.new(x, 180 + (i - 1) * 60, item[1], item[2])
  end
  buttons[#buttons + 1] = Button.new(24, 24, function() return L("back") end, function() end)
end

function settings.update(dt)
  for _, b in ipairs(buttons) do b:update() end
end

function settings.draw()
  love.graphics.printf(L("menu_settings"), 0, 110, love.graphics.getWidth(), "center")
  for _, b in ipairs(buttons) do b:draw() end
end

function settings.click(x, y)
  for _, b in ipairs(buttons) do
    if b:contains(x, y) then b.on_click() end
  end
end

return settings
