-- Reads a level CSV (tile ids) into a grid and a sprite batch.
local Loader = {}

local TILE = 16
local SOLID = { [1] = true, [2] = true }

local function split(line)
    local out = {}
    for cell in string.gmatch(line, "([^,]+)") do
        out[#out + 1] = tonumber(cell)
    end
    return out
end

function Loader.load(path, tileset, quads)
    local grid, solid = {}, {}
    local y = 0
    for line in love.filesystem.lines(path) do
        y = y + 1
        grid[y] = split(line)
        solid[y] = {}
        for x, id in ipairs(grid[y]) do
            solid[y][x] = SOLID[id] or false
        end
    end

    local batch = love.graphics.newSpriteBatch(tileset, #grid * #grid[1])
    for ty, row in ipairs(grid) do
        for tx, id in ipairs(row) do
            if id > 0 then
                batch:add(quads[id], (tx - 1) * TILE, (ty - 1) * TILE)
            end
        end
    end

    return { grid = grid, solid = solid, batch = batch, width = #grid[1] * TILE, height = #grid * TILE }
end

function Loader.is_solid(level, px, py)
    local tx, ty = math.floor(px / TILE) + 1, math.floor(py / TILE) + 1
    local row = level.solid[ty]
    return row ~= nil and row[tx] == true
end

return Loader
