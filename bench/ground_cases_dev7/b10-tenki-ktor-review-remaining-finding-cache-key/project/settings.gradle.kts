rootProject.name = "tenki-api"
