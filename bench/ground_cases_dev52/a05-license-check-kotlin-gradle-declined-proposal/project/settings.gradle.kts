rootProject.name = "license-check-gradle"
