package com.lanmao.shop.analytics

import android.util.Log

object Tracker {
    private const val TAG = "Tracker"
    private val sinks = mutableListOf<(String, Map<String, Any?>) -> Unit>()

    fun addSink(sink: (String, Map<String, Any?>) -> Unit) {
        sinks += sink
    }

    fun track(event: String, props: Map<String, Any?> = emptyMap()) {
        Log.d(TAG, "$event $props")
        sinks.forEach { it(event, props) }
    }
}
