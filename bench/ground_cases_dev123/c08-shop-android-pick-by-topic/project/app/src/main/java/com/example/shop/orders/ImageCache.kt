package com.example.shop.orders

import android.content.Context
import android.graphics.Bitmap
import android.graphics.BitmapFactory
import android.util.LruCache
import android.widget.ImageView
import java.io.File
import java.net.URL
import java.util.concurrent.Executors

object ImageCache {
    private lateinit var context: Context
    private val memory = LruCache<String, Bitmap>(40)
    private val pool = Executors.newFixedThreadPool(3)

    fun init(context: Context) {
        // keep only the application context: this object outlives every Activity
        this.context = context.applicationContext
    }

    fun load(url: String, into: ImageView) {
        memory.get(url)?.let {
            into.setImageBitmap(it)
            return
        }
        into.tag = url
        pool.execute {
            val bmp = runCatching { URL(url).openStream().use { BitmapFactory.decodeStream(it) } }.getOrNull()
                ?: return@execute
            memory.put(url, bmp)
            into.post { if (into.tag == url) into.setImageBitmap(bmp) }
        }
    }

    fun diskDir(): File = File(context.cacheDir, "thumbs").apply { mkdirs() }
}
