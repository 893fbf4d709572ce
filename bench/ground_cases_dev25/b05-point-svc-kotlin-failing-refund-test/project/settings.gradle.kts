rootProject.name = "point-svc"
