package cn.youxuan.shop.home

import org.junit.Assert.assertEquals
import org.junit.Test

class HomeSectionsParserTest {
    @Test
    fun dropsUnknownTypes() {
        val raw = """{"version":3,"sections":[{"id":"a","type":"banner"},{"id":"b","type":"live_room"}]}"""
        val layout = HomeSectionsParser.parse(raw)
        assertEquals(listOf("a"), layout.sections.map { it.id })
    }

    @Test
    fun readsDeeplink() {
        val raw = """{"version":3,"sections":[{"id":"a","type":"banner","deeplink":"youxuan://x"}]}"""
        assertEquals("youxuan://x", HomeSectionsParser.parse(raw).sections[0].deepLink)
    }
}
