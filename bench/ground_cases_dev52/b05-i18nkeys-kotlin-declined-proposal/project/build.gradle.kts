plugins {
    `kotlin-dsl`
    id("com.gradle.plugin-publish") version "1.3.0"
}

group = "io.github.sora"
version = "0.5.1"

repositories {
    mavenCentral()
}

dependencies {
    testImplementation(kotlin("test"))
    testImplementation(gradleTestKit())
}

kotlin {
    jvmToolchain(17)
}

gradlePlugin {
    website = "https://github.com/sora-dev/i18n-keys-gradle-plugin"
    vcsUrl = "https://github.com/sora-dev/i18n-keys-gradle-plugin.git"
    plugins {
        create("i18nKeys") {
            id = "io.github.sora.i18n-keys"
            implementationClass = "io.github.sora.i18nkeys.I18nKeysPlugin"
            displayName = "i18n keys check"
            description = "Fails the build when message keys used in code are missing from the bundles."
            tags = listOf("i18n", "properties", "lint")
        }
    }
}

tasks.test {
    useJUnitPlatform()
}
