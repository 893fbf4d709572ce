-- Ranking window toggled from the shortcut bar.
local tracker = require("scripts.tracker")

local gui = {}
local FRAME = "gpc_frame"

local function item_label(name)
  local proto = game.item_prototypes[name]
  if proto then
    return {"", "[item=" .. name .. "] ", proto.localised_name}
  end
  return name
end

local function build(player)
  local frame = player.gui.screen.add{type = "frame", name = FRAME, direction = "vertical", caption = {"gpc.title"}}
  frame.auto_center = true
  local top = tracker.top(player.force, 10)
  if #top == 0 then
    frame.add{type = "label", caption = {"gpc.no-data"}}
    return
  end
  local tbl = frame.add{type = "table", column_count = 3}
  for i, entry in ipairs(top) do
    tbl.add{type = "label", caption = tostring(i)}
    tbl.add{type = "label", caption = item_label(entry.item)}
    tbl.add{type = "label", caption = tostring(entry.count)}
  end
end

function gui.toggle(player, open)
  local existing = player.gui.screen[FRAME]
  if existing then existing.destroy() end
  if open then build(player) end
end

return gui
