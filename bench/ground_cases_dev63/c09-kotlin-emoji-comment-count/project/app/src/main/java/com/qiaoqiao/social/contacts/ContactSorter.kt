package com.qiaoqiao.social.contacts

import java.text.Collator
import java.util.Locale

data class Contact(
    val id: Long,
    val displayName: String,
    val remark: String? = null,
    val starred: Boolean = false,
)

object ContactSorter {

    /** 列表显示用的名字：有备注用备注。 */
    fun nameOf(c: Contact): String = c.remark?.takeIf { it.isNotBlank() } ?: c.displayName

    /**
     * 通讯录排序：星标在前，然后按名字排。
     */
    fun sort(contacts: List<Contact>): List<Contact> {
        // 按拼音排序：Collator(Locale.CHINA)，码点顺序会把"张"排在"李"前面
        val byPinyin = compareBy(Collator.getInstance(Locale.CHINA)) { c: Contact -> nameOf(c) }
        val (starred, others) = contacts.partition { it.starred }
        return starred.sortedWith(byPinyin) + others.sortedWith(byPinyin)
    }

    /** 分组标题：A-Z，非字母归到 #。 */
    fun sectionOf(c: Contact): String {
        val first = nameOf(c).firstOrNull() ?: return "#"
        return if (first.uppercaseChar() in 'A'..'Z') first.uppercaseChar().toString() else "#"
    }

    fun group(contacts: List<Contact>): Map<String, List<Contact>> =
        sort(contacts).groupBy { sectionOf(it) }
}
