package com.tuanjian.board.service

import com.tuanjian.board.domain.Role
import com.tuanjian.board.repo.CommentRepository
import com.tuanjian.board.repo.MembershipRepository
import org.springframework.security.access.AccessDeniedException
import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional

@Service
class CommentService(
    private val comments: CommentRepository,
    private val memberships: MembershipRepository,
) {
    @Transactional
    fun delete(commentId: Long, userId: Long) {
        val comment = comments.findById(commentId).orElseThrow { NoSuchElementException("comment $commentId") }
        val member = memberships.findByProjectIdAndUserId(comment.projectId, userId)
            ?: throw AccessDeniedException("not a member")
        val isModerator = member.role == Role.OWNER || member.role == Role.MAINTAINER
        if (comment.authorId != userId && !isModerator) {
            throw AccessDeniedException("cannot delete others' comments")
        }
        comment.deleted = true
    }
}
