if vim.g.loaded_todo_peek then
  return
end
vim.g.loaded_todo_peek = true

vim.api.nvim_create_user_command("TodoPeek", function()
  require("todo_peek").open()
end, { desc = "List TODO/FIXME comments in the current project" })
