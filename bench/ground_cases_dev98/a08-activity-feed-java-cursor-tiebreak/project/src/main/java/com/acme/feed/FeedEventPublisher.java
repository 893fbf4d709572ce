package com.acme.feed;

import com.acme.feed.FeedDtos.FeedItemDto;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.messaging.MessagingException;
import org.springframework.messaging.simp.SimpMessagingTemplate;
import org.springframework.stereotype.Component;

/** Pushes new feed items to the browsers over STOMP (see WebSocketConfig). */
@Component
public class FeedEventPublisher {

    private static final Logger log = LoggerFactory.getLogger(FeedEventPublisher.class);

    static final String USER_DESTINATION = "/queue/feed";

    private final SimpMessagingTemplate messaging;
    private final MembershipClient members;

    public FeedEventPublisher(SimpMessagingTemplate messaging, MembershipClient members) {
        this.messaging = messaging;
        this.members = members;
    }

    /** Sends the item to each member's own queue; non-members never see it. */
    public void published(FeedItemDto item) {
        for (String userId : members.memberIds(item.workspaceId())) {
            try {
                messaging.convertAndSendToUser(userId, USER_DESTINATION, item);
            } catch (MessagingException e) {
                // the item is saved; the client picks it up with /since after reconnecting
                log.warn("could not push feed item {} to user {}", item.id(), userId, e);
            }
        }
    }
}
