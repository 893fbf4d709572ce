package com.yunmu.notes.search

import com.yunmu.notes.data.Note

interface SearchRepository {
    /** 按标题和正文模糊搜索，最多返回 50 条 */
    suspend fun search(query: String): List<Note>
}
