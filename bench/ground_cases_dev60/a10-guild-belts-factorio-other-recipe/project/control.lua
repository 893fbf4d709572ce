-- Guild Belts runtime: the belt counter counts items passing the belt in front of it.
local READ_EVERY = 60

local function init()
  storage.counters = storage.counters or {}
end

script.on_init(init)
script.on_configuration_changed(init)

local function front_position(entity)
  local v = ({ [defines.direction.north] = { 0, -1 }, [defines.direction.east] = { 1, 0 },
               [defines.direction.south] = { 0, 1 }, [defines.direction.west] = { -1, 0 } })[entity.direction]
  return { entity.position.x + v[1], entity.position.y + v[2] }
end

local function on_built(event)
  local entity = event.created_entity or event.entity
  if entity and entity.valid and entity.name == "belt-counter" then
    storage.counters[entity.unit_number] = { entity = entity, total = 0 }
  end
end

script.on_event({ defines.events.on_built_entity, defines.events.on_robot_built_entity }, on_built)

script.on_nth_tick(READ_EVERY, function()
  for id, c in pairs(storage.counters) do
    if not c.entity.valid then
      storage.counters[id] = nil
    else
      local belt = c.entity.surface.find_entities_filtered({ position = front_position(c.entity), type = "transport-belt" })[1]
      if belt then
        for line = 1, 2 do
          c.total = c.total + #belt.get_transport_line(line).get_contents()
        end
        c.entity.get_control_behavior().set_signal(1, { signal = { type = "virtual", name = "signal-C" }, count = c.total })
      end
    end
  end
end)
