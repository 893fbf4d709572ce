data:extend({
  {
    type = "int-setting",
    name = "gpc-report-interval",
    setting_type = "runtime-global",
    default_value = 60,
    minimum_value = 5,
    maximum_value = 720,
  },
})
