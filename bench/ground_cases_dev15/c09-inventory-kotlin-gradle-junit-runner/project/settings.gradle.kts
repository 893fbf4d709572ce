rootProject.name = "inventory-svc"
