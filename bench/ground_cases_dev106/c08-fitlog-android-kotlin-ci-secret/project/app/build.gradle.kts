plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
}

val apiKey: String = (project.findProperty("fitlogApiKey") as String?)
    ?: System.getenv("FITLOG_API_KEY")
    ?: ""

gradle.taskGraph.whenReady {
    if (allTasks.any { it.name.contains("Release") } && apiKey.isBlank()) {
        throw GradleException("fitlogApiKey / FITLOG_API_KEY is not set: refusing to build a release without an API key")
    }
}

android {
    namespace = "com.fenghe.fitlog"
    compileSdk = 34

    defaultConfig {
        applicationId = "com.fenghe.fitlog"
        minSdk = 26
        targetSdk = 34
        versionCode = 57
        versionName = "2.6.0"
        buildConfigField("String", "API_KEY", "\"$apiKey\"")
        buildConfigField("String", "API_BASE", "\"https://api.fitlog.cn/v2/\"")
    }

    buildTypes {
        release {
            isMinifyEnabled = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }
    buildFeatures { buildConfig = true }
}

dependencies {
    implementation("com.squareup.okhttp3:okhttp:4.12.0")
    implementation("org.jetbrains.kotlinx:kotlinx-coroutines-android:1.8.1")
    implementation("androidx.lifecycle:lifecycle-viewmodel-ktx:2.8.4")
}
