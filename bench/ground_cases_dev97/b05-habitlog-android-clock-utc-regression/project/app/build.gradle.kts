plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
    id("com.google.devtools.ksp")
}

android {
    namespace = "com.example.habitlog"
    compileSdk = 34
    defaultConfig {
        applicationId = "com.example.habitlog"
        minSdk = 26
        targetSdk = 34
        versionCode = 12
        versionName = "1.3.0"
    }
}

dependencies {
    implementation("androidx.room:room-ktx:2.6.1")
    ksp("androidx.room:room-compiler:2.6.1")
    implementation("androidx.lifecycle:lifecycle-viewmodel-ktx:2.8.6")
    testImplementation("junit:junit:4.13.2")
    testImplementation("io.mockk:mockk:1.13.12")
}
