rootProject.name = "changelog-gradle-plugin"
