plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
}

android {
    namespace = "com.petpic.app"
    compileSdk = 34
    defaultConfig {
        applicationId = "com.petpic.app"
        minSdk = 26
        targetSdk = 34
        versionCode = 61
        versionName = "3.1.0"
    }
    buildFeatures { viewBinding = true }
}

dependencies {
    implementation("androidx.work:work-runtime-ktx:2.9.1")
    implementation("androidx.activity:activity-ktx:1.9.3")
    implementation("androidx.fragment:fragment-ktx:1.8.5")
    implementation("com.squareup.okhttp3:okhttp:4.12.0")
    testImplementation("junit:junit:4.13.2")
}
