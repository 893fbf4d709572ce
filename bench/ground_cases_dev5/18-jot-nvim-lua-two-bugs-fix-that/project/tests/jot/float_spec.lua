local float = require("jot.float")

describe("float.open", function()
  it("opens a centred window", function()
    local win = float.open(vim.fn.tempname(), { width = 0.5, height = 0.5, border = "none" })
    assert.is_true(vim.api.nvim_win_is_valid(win))
    vim.api.nvim_win_close(win, true)
  end)
end)
