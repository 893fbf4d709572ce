local tracker = require("scripts.tracker")
local gui = require("scripts.gui")

local function report_interval_ticks()
  return settings.global["gpc-report-interval"].value * 60 * 60
end

script.on_init(function()
  tracker.init()
end)

script.on_configuration_changed(function()
  storage.players_open = storage.players_open or {}
  tracker.init()
end)

script.on_event(defines.events.on_player_crafted_item, function(event)
  tracker.add(game.get_player(event.player_index).force, event.item_stack.name, event.item_stack.count)
end)

script.on_nth_tick(600, function()
  tracker.sample_production()
end)

script.on_nth_tick(3600, function(event)
  if event.tick % report_interval_ticks() ~= 0 then return end
  for _, force in pairs(game.forces) do
    local top = tracker.top(force, 3)
    if #top > 0 then
      force.print({"gpc.report", tracker.describe(top)})
    end
  end
end)

script.on_event(defines.events.on_lua_shortcut, function(event)
  if event.prototype_name ~= "gpc-toggle-gui" then return end
  local player = game.get_player(event.player_index)
  storage.players_open[player.index] = not storage.players_open[player.index]
  player.set_shortcut_toggled("gpc-toggle-gui", storage.players_open[player.index])
  gui.toggle(player, storage.players_open[player.index])
end)
