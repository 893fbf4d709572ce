plugins {
    `java-gradle-plugin`
    `maven-publish`
    id("com.gradle.plugin-publish") version "1.3.0"
}

java {
    toolchain {
        languageVersion.set(JavaLanguageVersion.of(17))
    }
}

repositories {
    mavenCentral()
}

dependencies {
    implementation("com.samskivert:jmustache:1.16")
    testImplementation(platform("org.junit:junit-bom:5.11.3"))
    testImplementation("org.junit.jupiter:junit-jupiter")
    testRuntimeOnly("org.junit.platform:junit-platform-launcher")
}

gradlePlugin {
    website.set("https://github.com/lmz-dev/changelog-gradle-plugin")
    vcsUrl.set("https://github.com/lmz-dev/changelog-gradle-plugin")
    plugins {
        create("changelog") {
            id = "io.github.lmz.changelog"
            implementationClass = "io.github.lmz.changelog.ChangelogPlugin"
            displayName = "Changelog from git history"
            description = "Generates CHANGELOG sections from conventional commits between two tags"
            tags.set(listOf("changelog", "git", "release", "conventional-commits"))
        }
    }
}

tasks.test {
    useJUnitPlatform()
}
