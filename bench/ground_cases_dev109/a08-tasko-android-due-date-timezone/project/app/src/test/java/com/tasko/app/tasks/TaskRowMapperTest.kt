package com.tasko.app.tasks

import org.junit.Assert.assertEquals
import org.junit.Test
import java.util.Calendar
import java.util.Locale

class TaskRowMapperTest {

    private fun task(due: String? = "2025-03-14", assignee: String? = "Ana Lima") =
        Task(id = 1, title = "Pay invoice", dueDate = due, done = false, assignee = assignee)

    @Test
    fun initialsTakeFirstTwoNames() {
        assertEquals("AL", TaskRowMapper.initials("ana lima souza"))
    }

    @Test
    fun initialsHandleHyphens() {
        assertEquals("JP", TaskRowMapper.initials("Jean-Paul"))
    }

    @Test
    fun emptyDueDateGivesEmptyLabel() {
        assertEquals("", TaskRowMapper.map(task(due = null)).dueLabel)
    }

    @Test
    fun pastDueUndoneTaskIsOverdue() {
        val now = Calendar.getInstance().apply { set(2025, Calendar.MARCH, 20, 9, 0) }
        assertEquals(true, TaskRowMapper.isOverdue(task(due = "2025-03-14"), now))
    }

    @Test
    fun doneTaskIsNeverOverdue() {
        val now = Calendar.getInstance().apply { set(2025, Calendar.MARCH, 20, 9, 0) }
        val done = task(due = "2025-03-14").copy(done = true)
        assertEquals(false, TaskRowMapper.isOverdue(done, now))
    }

    @Test
    fun missingAssigneeGivesNoInitials() {
        assertEquals("", TaskRowMapper.map(task(assignee = null)).assigneeInitials)
    }
}
