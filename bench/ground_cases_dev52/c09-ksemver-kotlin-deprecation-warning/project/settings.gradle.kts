rootProject.name = "ksemver"
