rootProject.name = "order-center"
