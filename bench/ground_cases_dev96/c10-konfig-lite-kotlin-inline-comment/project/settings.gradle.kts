rootProject.name = "konfig-lite"
