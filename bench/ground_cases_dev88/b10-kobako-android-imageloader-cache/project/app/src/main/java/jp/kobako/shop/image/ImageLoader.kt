package jp.kobako.shop.image

import android.graphics.Bitmap
import android.graphics.BitmapFactory
import android.util.LruCache
import android.widget.ImageView
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import java.net.URL

class ImageLoader(private val scope: CoroutineScope) {

    fun load(url: String, into: ImageView) {
        val cache = LruCache<String, Bitmap>(maxCacheBytes())
        cache.get(url)?.let {
            into.setImageBitmap(it)
            return
        }
        into.tag = url
        scope.launch {
            val bitmap = withContext(Dispatchers.IO) {
                URL(url).openStream().use { BitmapFactory.decodeStream(it) }
            } ?: return@launch
            cache.put(url, bitmap)
            if (into.tag == url) into.setImageBitmap(bitmap)
        }
    }

    private fun maxCacheBytes(): Int {
        val maxKb = (Runtime.getRuntime().maxMemory() / 1024).toInt()
        return maxKb / 8
    }
}
