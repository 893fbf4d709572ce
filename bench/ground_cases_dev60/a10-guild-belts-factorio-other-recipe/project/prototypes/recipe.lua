-- Recipes for the two guild combinators. Both unlock with logistics-2.
data:extend({
  {
    type = "recipe",
    name = "belt-sorter",
    enabled = false,
    energy_required = 2,
    ingredients = {
      { type = "item", name = "electronic-circuit", amount = 5 },
      { type = "item", name = "fast-transport-belt", amount = 2 },
      { type = "item", name = "iron-gear-wheel", amount = 4 },
    },
    results = { { type = "item", name = "belt-sorter", amount = 1 } },
  },
  {
    type = "recipe",
    name = "belt-counter",
    enabled = false,
    energy_required = 1,
    ingredients = {
      { type = "item", name = "electronic-circuit", amount = 2 },
      { type = "item", name = "transport-belt", amount = 1 },
      { type = "item", name = "copper-cable", amount = 6 },
    },
    result = "belt-counter",
  },
})

-- Cheaper counter for the guild's early-game challenge runs (mod setting).
if settings.startup["guild-belts-cheap-counter"] and settings.startup["guild-belts-cheap-counter"].value then
  data.raw.recipe["belt-counter"].ingredients[3].amount = 2
end
