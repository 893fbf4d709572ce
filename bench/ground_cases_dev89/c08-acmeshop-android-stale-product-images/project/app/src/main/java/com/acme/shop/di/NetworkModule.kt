package com.acme.shop.di

import android.content.Context
import com.acme.shop.data.ShopApi
import okhttp3.Cache
import okhttp3.OkHttpClient
import retrofit2.Retrofit
import retrofit2.converter.moshi.MoshiConverterFactory
import java.io.File
import java.util.concurrent.TimeUnit

class NetworkModule(context: Context) {

    val okHttp: OkHttpClient = OkHttpClient.Builder()
        .cache(Cache(File(context.cacheDir, "http"), 20L * 1024 * 1024))
        .connectTimeout(10, TimeUnit.SECONDS)
        .readTimeout(20, TimeUnit.SECONDS)
        .addInterceptor { chain ->
            chain.proceed(
                chain.request().newBuilder()
                    .header("X-Client", "android/4.12.0")
                    .build(),
            )
        }
        .build()

    val api: ShopApi = Retrofit.Builder()
        .baseUrl("https://api.acme-shop.cn/")
        .client(okHttp)
        .addConverterFactory(MoshiConverterFactory.create())
        .build()
        .create(ShopApi::class.java)
}
