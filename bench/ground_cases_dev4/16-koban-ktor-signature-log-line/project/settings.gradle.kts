rootProject.name = "koban"
