package com.tuanjian.board.repo

import com.tuanjian.board.domain.Comment
import com.tuanjian.board.domain.Membership
import com.tuanjian.board.domain.Project
import org.springframework.data.jpa.repository.JpaRepository

interface ProjectRepository : JpaRepository<Project, Long>

interface CommentRepository : JpaRepository<Comment, Long>

interface MembershipRepository : JpaRepository<Membership, Long> {
    fun findByProjectIdAndUserId(projectId: Long, userId: Long): Membership?
    fun findFirstByUserId(userId: Long): Membership?
}
