package cn.youxuan.shop.config

import cn.youxuan.shop.R
import cn.youxuan.shop.home.HomeLayout
import cn.youxuan.shop.home.HomeSectionsParser
import com.google.firebase.crashlytics.ktx.crashlytics
import com.google.firebase.ktx.Firebase
import com.google.firebase.remoteconfig.FirebaseRemoteConfig
import com.google.firebase.remoteconfig.ktx.remoteConfig
import com.google.firebase.remoteconfig.ktx.remoteConfigSettings
import kotlinx.coroutines.tasks.await
import kotlinx.serialization.SerializationException

class RemoteConfigRepo(
    private val rc: FirebaseRemoteConfig = Firebase.remoteConfig,
) {
    suspend fun init() {
        rc.setConfigSettingsAsync(remoteConfigSettings { minimumFetchIntervalInSeconds = 1800 }).await()
        rc.setDefaultsAsync(R.xml.remote_config_defaults).await()
        rc.fetchAndActivate().await()
    }

    fun homeSections(): HomeLayout {
        val raw = rc.getString(KEY_HOME_SECTIONS)
        return try {
            HomeSectionsParser.parse(raw)
        } catch (e: SerializationException) {
            // A bad value published in the console must not take the home screen down.
            Firebase.crashlytics.recordException(e)
            HomeSectionsParser.parse(DEFAULT_HOME_SECTIONS)
        }
    }

    fun flashSaleEnabled(): Boolean = rc.getBoolean(KEY_FLASH_SALE)

    fun minSupportedVersion(): Long = rc.getLong(KEY_MIN_VERSION)

    companion object {
        const val KEY_HOME_SECTIONS = "home_sections_v2"
        const val KEY_FLASH_SALE = "flash_sale_enabled"
        const val KEY_MIN_VERSION = "min_supported_version_code"

        // Same value as res/xml/remote_config_defaults.xml, used when the fetched one is broken.
        const val DEFAULT_HOME_SECTIONS =
            """{"version":3,"sections":[{"id":"top_banner","type":"banner","title":"","deeplink":"youxuan://promo/daily"},""" +
                """{"id":"cats","type":"category_grid","title":"分类"},{"id":"feed","type":"feed","title":"猜你喜欢"}]}"""
    }
}
