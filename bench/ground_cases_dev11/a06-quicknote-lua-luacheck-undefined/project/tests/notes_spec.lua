local config = require("quicknote.config")
local notes = require("quicknote.notes")

describe("quicknote.notes", function()
  local tmp

  before_each(function()
    tmp = vim.fn.tempname()
    config.setup({ dir = tmp })
  end)

  after_each(function()
    vim.fn.delete(tmp, "rf")
  end)

  it("creates the notes directory on first use", function()
    assert.equals(0, vim.fn.isdirectory(tmp))
    notes.dir()
    assert.equals(1, vim.fn.isdirectory(tmp))
  end)

  it("writes the heading only once", function()
    local path = notes.path_for("2024-05-01")
    assert.is_true(notes.ensure(path))
    assert.is_false(notes.ensure(path))
    local lines = vim.fn.readfile(path)
    assert.truthy(lines[1]:match("^# "))
  end)

  it("lists notes newest first", function()
    for _, d in ipairs({ "2024-05-01", "2024-05-03", "2024-05-02" }) do
      notes.ensure(notes.path_for(d))
    end
    assert.same({ "2024-05-03.md", "2024-05-02.md", "2024-05-01.md" }, notes.list())
  end)

  it("greps across notes", function()
    local path = notes.path_for("2024-05-01")
    notes.ensure(path)
    vim.fn.writefile({ "# heading", "", "call the plumber" }, path)
    local items = notes.grep("plumber")
    assert.equals(1, #items)
    assert.equals(3, items[1].lnum)
  end)
end)
