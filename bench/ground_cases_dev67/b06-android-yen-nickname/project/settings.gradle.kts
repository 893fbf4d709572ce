rootProject.name = "ShopApp"
include(":app")
