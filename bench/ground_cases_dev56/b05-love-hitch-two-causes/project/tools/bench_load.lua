-- luajit tools/bench_load.lua <level.csv>
-- Times the CSV parsing part of Loader.load outside LOVE (no sprite batch).
local path = assert(arg[1], "usage: bench_load.lua <level.csv>")

local function split(line)
    local out = {}
    for cell in string.gmatch(line, "([^,]+)") do
        out[#out + 1] = tonumber(cell)
    end
    return out
end

local t0 = os.clock()
local rows, cells = 0, 0
for line in io.lines(path) do
    rows = rows + 1
    cells = cells + #split(line)
end
print(string.format("%s: %d rows, %d cells, parse %.0f ms", path, rows, cells, (os.clock() - t0) * 1000))
