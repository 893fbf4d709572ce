rootProject.name = "hanamaru-digest"
