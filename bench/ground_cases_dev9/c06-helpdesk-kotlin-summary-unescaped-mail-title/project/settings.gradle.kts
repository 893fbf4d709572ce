rootProject.name = "helpdesk"
