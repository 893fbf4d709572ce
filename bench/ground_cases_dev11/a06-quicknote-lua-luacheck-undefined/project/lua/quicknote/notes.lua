local config = require("quicknote.config")

local uv = vim.uv or vim.loop

local M = {}

--- Directory holding the notes; created on first use.
function M.dir()
  local dir = vim.fs.normalize(config.get().dir)
  if vim.fn.isdirectory(dir) == 0 then
    vim.fn.mkdir(dir, "p")
  end
  return dir
end

--- Path of the note for a date string such as "2024-05-01".
function M.path_for(date)
  return M.dir() .. "/" .. date .. config.get().extension
end

function M.today_path()
  return M.path_for(os.date("%Y-%m-%d"))
end

--- Create the note with its heading if it does not exist yet.
--- Returns true when the file was created.
function M.ensure(path)
  if uv.fs_stat(path) then
    return false
  end
  local fd = assert(io.open(path, "w"))
  fd:write(os.date(config.get().heading), "\n\n")
  fd:close()
  return true
end

--- Note file names, newest first.
function M.list()
  local ext = config.get().extension
  local names = {}
  for name, kind in vim.fs.dir(M.dir()) do
    if kind == "file" and vim.endswith(name, ext) then
      table.insert(names, name)
    end
  end
  table.sort(names, function(a, b)
    return a > b
  end)
  return names
end

--- Lines matching a Lua pattern in any note, as quickfix items.
function M.grep(pattern)
  local items = {}
  local dir = M.dir()
  for _, name in ipairs(M.list()) do
    local path = dir .. "/" .. name
    local lnum = 0
    for line in io.lines(path) do
      lnum = lnum + 1
      if line:find(pattern) then
        table.insert(items, { filename = path, lnum = lnum, text = line })
      end
    end
  end
  return items
end

--- Rename a note (the extension is added if missing). Refuses to overwrite.
function M.rename(old_name, new_name)
  local dir = M.dir()
  local ext = config.get().extension
  if not vim.endswith(old_name, ext) then
    old_name = old_name .. ext
  end
  if not vim.endswith(new_name, ext) then
    new_name = new_name .. ext
  end
  local from = dir .. "/" .. old_name
  local to = notes_dir .. "/" .. new_name
  if not uv.fs_stat(from) then
    return nil, "no note named " .. old_name
  end
  if uv.fs_stat(to) then
    return nil, "a note named " .. new_name .. " already exists"
  end
  local ok, err = os.rename(from, to)
  if not ok then
    return nil, err
  end
  return to
end

return M
