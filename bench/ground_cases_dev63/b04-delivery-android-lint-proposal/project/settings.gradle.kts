rootProject.name = "hanamaru-delivery"
include(":app")
