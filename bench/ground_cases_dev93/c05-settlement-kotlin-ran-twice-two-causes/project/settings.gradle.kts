rootProject.name = "settlement-job"
