rootProject.name = "FreshCart"
include(":app")
