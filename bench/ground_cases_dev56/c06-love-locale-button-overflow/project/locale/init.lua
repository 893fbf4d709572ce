-- Tiny string table loader: L("key", ...) formats the current language's string.
local L = {}
local order = { "en", "fr", "de" }
local tables = {}
local current = "en"

for _, code in ipairs(order) do
  tables[code] = require("locale." .. code)
end

function L.set(code)
  if tables[code] then current = code end
end

function L.get()
  return current
end

function L.cycle()
  for i, code in ipairs(order) do
    if code == current then
      current = order[i % #order + 1]
      return
    end
  end
end

setmetatable(L, {
  __call = function(_, key, ...)
    local s = tables[current][key]
    if s == nil then
      s = tables.en[key] or key
      print(("[locale] missing %s in %s"):format(key, current))
    end
    if select("#", ...) > 0 then s = string.format(s, ...) end
    return s
  end,
})

return L
