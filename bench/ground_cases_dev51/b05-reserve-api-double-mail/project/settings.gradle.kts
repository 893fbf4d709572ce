rootProject.name = "reserve-api"
