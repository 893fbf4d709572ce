rootProject.name = "kinmu"
