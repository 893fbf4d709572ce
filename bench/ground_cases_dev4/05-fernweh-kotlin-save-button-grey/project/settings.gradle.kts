rootProject.name = "fernweh"
include(":app")
