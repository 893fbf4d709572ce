package jp.hinoki.yoyaku.security

import org.springframework.security.core.context.SecurityContextHolder
import org.springframework.stereotype.Component

/** ログイン中の受付スタッフ（staff_users.id） */
@Component
class CurrentStaff {
    fun id(): Long? {
        val principal = SecurityContextHolder.getContext().authentication?.principal
        return (principal as? StaffPrincipal)?.staffId
    }
}

data class StaffPrincipal(val staffId: Long, val loginName: String)
