rootProject.name = "tallyho"
