rootProject.name = "kotori-csv"
