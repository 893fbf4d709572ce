plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
}

android {
    namespace = "com.xiaodian.merchant"
    compileSdk = 35

    defaultConfig {
        applicationId = "com.xiaodian.merchant"
        minSdk = 24
        targetSdk = 35
        versionCode = 412
        versionName = "4.1.2"
    }
}

dependencies {
    implementation("androidx.core:core-ktx:1.13.1")
    implementation("androidx.exifinterface:exifinterface:1.3.7")
    implementation("androidx.work:work-runtime-ktx:2.9.1")
    implementation("com.squareup.okhttp3:okhttp:4.12.0")
    testImplementation("junit:junit:4.13.2")
}
