rootProject.name = "harbor-client"
