local config = require("quicknote.config")
local float = require("quicknote.float")
local notes = require("quicknote.notes")

local M = {}

M.version = "0.3.2"

function M.setup(opts)
  config.setup(opts)
  local keymaps = config.get().keymaps
  if keymaps.toggle then
    vim.keymap.set("n", keymaps.toggle, M.toggle, { desc = "Quicknote: toggle today's note" })
  end
  if keymaps.search then
    vim.keymap.set("n", keymaps.search, function()
      vim.ui.input({ prompt = "Search notes: " }, function(input)
        if input and input ~= "" then
          M.search(input)
        end
      end)
    end, { desc = "Quicknote: search notes" })
  end
end

--- Open today's note in the current window.
function M.today()
  local path = notes.today_path()
  notes.ensure(path)
  vim.cmd.edit(vim.fn.fnameescape(path))
end

--- Show or hide today's note in a floating window.
function M.toggle()
  if float.is_open() then
    float.close()
    return
  end
  local path = notes.today_path()
  notes.ensure(path)
  float.open(path)
end

function M.search(pattern)
  local items = notes.grep(pattern)
  if #items == 0 then
    vim.notify("quicknote: no matches for " .. pattern, vim.log.levels.INFO)
    return
  end
  vim.fn.setqflist({}, " ", { title = "quicknote: " .. pattern, items = items })
  vim.cmd.copen()
end

function M.rename(old_name, new_name)
  if not (old_name and new_name) then
    vim.notify("usage: :QuicknoteRename {note} {new name}", vim.log.levels.WARN)
    return
  end
  local to, err = notes.rename(old_name, new_name)
  if not to then
    vim.notify("quicknote: " .. err, vim.log.levels.ERROR)
    return
  end
  vim.notify("quicknote: renamed to " .. vim.fn.fnamemodify(to, ":t"))
end

return M
