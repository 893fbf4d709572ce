plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
    id("com.google.gms.google-services")
}

android {
    namespace = "cn.linkchat.app"
    compileSdk = 34

    defaultConfig {
        applicationId = "cn.linkchat.app"
        minSdk = 24
        targetSdk = 34
        versionCode = 412
        versionName = "4.12.0"
    }

    flavorDimensions += "env"
    productFlavors {
        create("staging") {
            dimension = "env"
            applicationIdSuffix = ".staging"
            buildConfigField("String", "API_BASE", "\"https://api-staging.linkchat.cn/\"")
        }
        create("prod") {
            dimension = "env"
            buildConfigField("String", "API_BASE", "\"https://api.linkchat.cn/\"")
        }
    }

    buildFeatures { buildConfig = true }
    kotlinOptions { jvmTarget = "17" }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
}

dependencies {
    implementation(platform("com.google.firebase:firebase-bom:33.5.1"))
    implementation("com.google.firebase:firebase-messaging-ktx")
    implementation("androidx.core:core-ktx:1.13.1")
    implementation("androidx.appcompat:appcompat:1.7.0")
    implementation("com.squareup.okhttp3:okhttp:4.12.0")
    implementation("org.jetbrains.kotlinx:kotlinx-coroutines-android:1.9.0")
}
