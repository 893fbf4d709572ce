-- Production counts per force: storage table force name -> item name -> count.
local tracker = {}

function tracker.init()
  storage.counts = storage.counts or {}
  storage.last_sample = storage.last_sample or {}
  for _, force in pairs(game.forces) do
    storage.counts[force.name] = storage.counts[force.name] or {}
  end
end

function tracker.add(force, item, count)
  local counts = storage.counts[force.name]
  if not counts then
    counts = {}
    storage.counts[force.name] = counts
  end
  counts[item] = (counts[item] or 0) + count
end

-- Machines do not raise an event per craft: read the force's production statistics instead.
function tracker.sample_production()
  for _, force in pairs(game.forces) do
    local stats = force.item_production_statistics.input_counts
    local last = storage.last_sample[force.name] or {}
    for item, total in pairs(stats) do
      local delta = total - (last[item] or 0)
      if delta > 0 then tracker.add(force, item, delta) end
    end
    storage.last_sample[force.name] = stats
  end
end

function tracker.top(force, n)
  local list = {}
  for item, count in pairs(storage.counts[force.name] or {}) do
    list[#list + 1] = {item = item, count = count}
  end
  table.sort(list, function(a, b) return a.count > b.count end)
  local out = {}
  for i = 1, math.min(n, #list) do out[i] = list[i] end
  return out
end

function tracker.describe(top)
  local parts = {}
  for i, entry in ipairs(top) do
    parts[#parts + 1] = string.format("%d. [item=%s] %d", i, entry.item, entry.count)
  end
  return table.concat(parts, "  ")
end

return tracker
