package com.tuanjian.board.service

import com.tuanjian.board.domain.Project
import com.tuanjian.board.domain.Role
import com.tuanjian.board.repo.MembershipRepository
import com.tuanjian.board.repo.ProjectRepository
import org.slf4j.LoggerFactory
import org.springframework.security.access.AccessDeniedException
import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional

@Service
class ProjectService(
    private val projects: ProjectRepository,
    private val memberships: MembershipRepository,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    @Transactional
    fun rename(projectId: Long, userId: Long, name: String): Project {
        val member = memberships.findByProjectIdAndUserId(projectId, userId)
            ?: throw AccessDeniedException("not a member")
        if (member.role == Role.MEMBER) throw AccessDeniedException("members cannot rename")
        val project = projects.findById(projectId).orElseThrow()
        project.name = name
        return project
    }

    @Transactional
    fun archive(projectId: Long, userId: Long): Project {
        val member = memberships.findFirstByUserId(userId)
            ?: throw AccessDeniedException("not a member")
        if (member.role != Role.OWNER) throw AccessDeniedException("only owners can archive")
        val project = projects.findById(projectId).orElseThrow()
        project.archived = true
        log.info("project {} archived by {}", projectId, userId)
        return project
    }
}
