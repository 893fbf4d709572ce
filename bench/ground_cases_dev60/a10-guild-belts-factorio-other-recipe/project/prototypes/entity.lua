local base = data.raw["constant-combinator"]["constant-combinator"]

local function combinator(name, tint)
  local e = table.deepcopy(base)
  e.name = name
  e.minable = { mining_time = 0.2, result = name }
  e.icon = "__guild-belts__/graphics/icons/" .. name .. ".png"
  e.icon_size = 64
  e.max_health = 150
  e.fast_replaceable_group = "guild-belts"
  if e.sprites and e.sprites.north then
    for _, dir in pairs({ "north", "east", "south", "west" }) do
      local layer = e.sprites[dir].layers and e.sprites[dir].layers[1]
      if layer then
        layer.tint = tint
      end
    end
  end
  return e
end

local sorter = combinator("belt-sorter", { r = 0.9, g = 0.6, b = 0.2, a = 1 })
sorter.item_slot_count = 20

local counter = combinator("belt-counter", { r = 0.3, g = 0.7, b = 0.9, a = 1 })
counter.item_slot_count = 1

data:extend({ sorter, counter })

-- The counter reads the belt in front of it every 60 ticks (see control.lua).
-- The sorter only holds the filter list; inserters do the actual sorting.
