package com.tuanjian.board.service

import com.tuanjian.board.domain.Comment
import com.tuanjian.board.domain.Membership
import com.tuanjian.board.domain.Role
import com.tuanjian.board.repo.CommentRepository
import com.tuanjian.board.repo.MembershipRepository
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.mockito.kotlin.doReturn
import org.mockito.kotlin.mock
import org.springframework.security.access.AccessDeniedException
import java.util.Optional
import kotlin.test.assertTrue

class CommentServiceTest {
    private val comment = Comment(id = 1, projectId = 10, authorId = 100, body = "hi")
    private val comments = mock<CommentRepository> { on { findById(1) } doReturn Optional.of(comment) }

    private fun service(role: Role) = CommentService(
        comments,
        mock<MembershipRepository> { on { findByProjectIdAndUserId(10, 200) } doReturn Membership(5, 10, 200, role) },
    )

    @Test
    fun `owner can delete others' comments`() {
        service(Role.OWNER).delete(1, 200)
        assertTrue(comment.deleted)
    }

    @Test
    fun `member cannot delete others' comments`() {
        assertThrows<AccessDeniedException> { service(Role.MEMBER).delete(1, 200) }
    }
}
