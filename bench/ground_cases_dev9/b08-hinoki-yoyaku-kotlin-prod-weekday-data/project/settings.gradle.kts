rootProject.name = "hinoki-yoyaku"
