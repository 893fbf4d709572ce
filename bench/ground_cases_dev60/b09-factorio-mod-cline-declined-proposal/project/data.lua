data:extend({
  {
    type = "shortcut",
    name = "gpc-toggle-gui",
    action = "lua",
    toggleable = true,
    icon = "__guild-production-counter__/graphics/shortcut.png",
    icon_size = 32,
    small_icon = "__guild-production-counter__/graphics/shortcut.png",
    small_icon_size = 32,
  },
})
