package com.acme.notify.store;

import java.util.List;

import org.springframework.data.jpa.repository.JpaRepository;

public interface NotificationRepository extends JpaRepository<Notification, Long> {

    List<Notification> findTop50ByStatusOrderByCreatedAtAsc(Notification.Status status);
}
