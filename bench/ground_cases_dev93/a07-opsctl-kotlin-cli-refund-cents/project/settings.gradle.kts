rootProject.name = "opsctl"
