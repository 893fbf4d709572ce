rootProject.name = "partner-sync"
