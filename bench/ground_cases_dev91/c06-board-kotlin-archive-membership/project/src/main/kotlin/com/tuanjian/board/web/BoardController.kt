package com.tuanjian.board.web

import com.tuanjian.board.service.CommentService
import com.tuanjian.board.service.ProjectService
import org.springframework.http.ResponseEntity
import org.springframework.security.core.annotation.AuthenticationPrincipal
import org.springframework.web.bind.annotation.*

data class RenameRequest(val name: String)

@RestController
@RequestMapping("/api")
class BoardController(
    private val comments: CommentService,
    private val projects: ProjectService,
) {
    @DeleteMapping("/comments/{id}")
    fun deleteComment(@PathVariable id: Long, @AuthenticationPrincipal user: BoardUser): ResponseEntity<Unit> {
        comments.delete(id, user.id)
        return ResponseEntity.noContent().build()
    }

    @PatchMapping("/projects/{id}")
    fun rename(@PathVariable id: Long, @RequestBody req: RenameRequest, @AuthenticationPrincipal user: BoardUser) =
        projects.rename(id, user.id, req.name)

    @PostMapping("/projects/{id}/archive")
    fun archive(@PathVariable id: Long, @AuthenticationPrincipal user: BoardUser) =
        projects.archive(id, user.id)
}

data class BoardUser(val id: Long, val username: String)
