package com.huilian.chat.search;

import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface MessageRepository extends JpaRepository<Message, Long> {

    @Query("""
            select m from Message m
            where m.conversationId in (
                select p.conversationId from Participant p where p.userId = :userId)
              and (lower(m.body) like lower(concat('%', :term, '%'))
                   or lower(m.senderName) like lower(concat('%', :term, '%')))
            """)
    Page<Message> searchVisibleTo(@Param("userId") long userId, @Param("term") String term, Pageable pageable);
}
