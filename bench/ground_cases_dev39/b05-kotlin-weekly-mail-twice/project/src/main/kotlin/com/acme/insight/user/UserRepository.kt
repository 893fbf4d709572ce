package com.acme.insight.user

import org.springframework.data.jpa.repository.JpaRepository
import org.springframework.data.jpa.repository.Query
import org.springframework.stereotype.Repository

@Repository
interface UserRepository : JpaRepository<User, Long> {

    fun findByEmail(email: String): User?

    @Query(
        """
        select u from User u
          join u.subscriptions s
         where u.active = true
           and s.plan in ('pro', 'team')
           and s.weeklyReport = true
        """
    )
    fun findWeeklyReportRecipients(): List<User>

    @Query("select count(u) from User u where u.active = true")
    fun countActive(): Long

    @Query(
        """
        select u from User u
         where u.active = true
           and u.lastLoginAt < :before
        """
    )
    fun findDormant(before: java.time.Instant): List<User>
}
