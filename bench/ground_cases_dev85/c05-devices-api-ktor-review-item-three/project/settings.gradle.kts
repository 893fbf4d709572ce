rootProject.name = "devices-api"
