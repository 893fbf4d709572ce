plugins {
    id("com.android.application")
    kotlin("android")
}

android {
    namespace = "com.qiaoqiao.social"
    compileSdk = 34
    defaultConfig {
        applicationId = "com.qiaoqiao.social"
        minSdk = 26
        targetSdk = 34
        versionCode = 412
        versionName = "4.1.2"
    }
}

dependencies {
    implementation("androidx.lifecycle:lifecycle-viewmodel-ktx:2.8.4")
    implementation("org.jetbrains.kotlinx:kotlinx-coroutines-android:1.8.1")
    testImplementation("junit:junit:4.13.2")
}
