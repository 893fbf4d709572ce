plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
}

android {
    namespace = "com.xiaoyu.feed"
    compileSdk = 35

    defaultConfig {
        applicationId = "com.xiaoyu.feed"
        minSdk = 26
        targetSdk = 35
        versionCode = 231
        versionName = "2.3.1"
    }
    buildFeatures { compose = true }
}

dependencies {
    implementation("androidx.lifecycle:lifecycle-viewmodel-compose:2.8.6")
    implementation("org.jetbrains.kotlinx:kotlinx-coroutines-android:1.9.0")
    implementation("com.squareup.retrofit2:retrofit:2.11.0")
    testImplementation("org.jetbrains.kotlinx:kotlinx-coroutines-test:1.9.0")
}
