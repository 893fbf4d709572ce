local sorter_icon = "__guild-belts__/graphics/icons/belt-sorter.png"
local counter_icon = "__guild-belts__/graphics/icons/belt-counter.png"

data:extend({
  {
    type = "item",
    name = "belt-sorter",
    icon = sorter_icon,
    icon_size = 64,
    subgroup = "belt",
    order = "z[guild]-a[belt-sorter]",
    place_result = "belt-sorter",
    stack_size = 50,
  },
  {
    type = "item",
    name = "belt-counter",
    icon = counter_icon,
    icon_size = 64,
    subgroup = "belt",
    order = "z[guild]-b[belt-counter]",
    place_result = "belt-counter",
    stack_size = 50,
  },
})

-- Both items unlock with logistics 2; see prototypes/recipe.lua for the recipes.
table.insert(data.raw.technology["logistics-2"].effects, { type = "unlock-recipe", recipe = "belt-sorter" })
table.insert(data.raw.technology["logistics-2"].effects, { type = "unlock-recipe", recipe = "belt-counter" })

-- A tiny helper so the entity file can reuse the icons.
return { sorter_icon = sorter_icon, counter_icon = counter_icon }
