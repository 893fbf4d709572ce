package com.acme.shop.di

import android.content.Context
import coil.ImageLoader
import coil.disk.DiskCache
import coil.memory.MemoryCache
import coil.request.CachePolicy
import okhttp3.OkHttpClient

object ImageModule {

    fun imageLoader(context: Context, okHttp: OkHttpClient): ImageLoader =
        ImageLoader.Builder(context)
            .okHttpClient(okHttp)
            .memoryCache {
                MemoryCache.Builder(context)
                    .maxSizePercent(0.20)
                    .build()
            }
            .diskCache {
                DiskCache.Builder()
                    .directory(context.cacheDir.resolve("images"))
                    .maxSizeBytes(100L * 1024 * 1024)
                    .build()
            }
            // Respect Cache-Control from the CDN instead of caching forever.
            .respectCacheHeaders(true)
            .diskCachePolicy(CachePolicy.ENABLED)
            .crossfade(true)
            .build()
}
