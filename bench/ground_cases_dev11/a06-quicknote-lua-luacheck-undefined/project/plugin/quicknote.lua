if vim.g.loaded_quicknote then
  return
end
vim.g.loaded_quicknote = true

local function complete_notes(arglead)
  local names = require("quicknote.notes").list()
  return vim.tbl_filter(function(name)
    return vim.startswith(name, arglead)
  end, names)
end

vim.api.nvim_create_user_command("QuicknoteToday", function()
  require("quicknote").today()
end, { desc = "Open today's note" })

vim.api.nvim_create_user_command("QuicknoteToggle", function()
  require("quicknote").toggle()
end, { desc = "Toggle today's note in a float" })

vim.api.nvim_create_user_command("QuicknoteSearch", function(cmd)
  require("quicknote").search(cmd.args)
end, { nargs = 1, desc = "Search notes (Lua pattern)" })

vim.api.nvim_create_user_command("QuicknoteRename", function(cmd)
  require("quicknote").rename(cmd.fargs[1], cmd.fargs[2])
end, { nargs = "+", complete = complete_notes, desc = "Rename a note" })
