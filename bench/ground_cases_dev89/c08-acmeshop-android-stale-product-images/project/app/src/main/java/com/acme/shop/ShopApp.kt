package com.acme.shop

import android.app.Application
import coil.ImageLoader
import coil.ImageLoaderFactory
import com.acme.shop.di.ImageModule
import com.acme.shop.di.NetworkModule

class ShopApp : Application(), ImageLoaderFactory {

    val network: NetworkModule by lazy { NetworkModule(this) }

    override fun newImageLoader(): ImageLoader = ImageModule.imageLoader(this, network.okHttp)

    override fun onCreate() {
        super.onCreate()
        instance = this
    }

    companion object {
        lateinit var instance: ShopApp
            private set
    }
}
