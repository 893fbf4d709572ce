rootProject.name = "i18n-keys-gradle-plugin"
