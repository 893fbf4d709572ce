package com.tuanjian.board.domain

import jakarta.persistence.*

enum class Role { OWNER, MAINTAINER, MEMBER }

@Entity
class Project(
    @Id val id: Long,
    var name: String,
    var archived: Boolean = false,
)

@Entity
@Table(name = "membership")
class Membership(
    @Id val id: Long,
    val projectId: Long,
    val userId: Long,
    @Enumerated(EnumType.STRING) val role: Role,
)

@Entity
class Comment(
    @Id val id: Long,
    val projectId: Long,
    val authorId: Long,
    var body: String,
    var deleted: Boolean = false,
)
