package com.kaixin.rooms.reminder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;

import com.kaixin.rooms.booking.Booking;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.test.util.ReflectionTestUtils;

class ReminderMailerTest {

    private Booking booking(String title, String room, String startsAt) {
        Booking b = org.springframework.beans.BeanUtils.instantiateClass(Booking.class);
        ReflectionTestUtils.setField(b, "title", title);
        ReflectionTestUtils.setField(b, "roomName", room);
        ReflectionTestUtils.setField(b, "organizerEmail", "li.na@kaixin.com");
        ReflectionTestUtils.setField(b, "startsAt", Instant.parse(startsAt));
        return b;
    }

    @Test
    void subjectShowsShanghaiTime() {
        ReminderMailer mailer = new ReminderMailer(mock(JavaMailSender.class), "rooms-noreply@kaixin.com");
        var msg = mailer.build(booking("周会", "3F-大会议室", "2024-10-09T02:00:00Z"));
        assertThat(msg.getSubject()).isEqualTo("会议提醒：周会（10:00，3F-大会议室）");
    }

    @Test
    void bodyNamesRoomAndStartTime() {
        ReminderMailer mailer = new ReminderMailer(mock(JavaMailSender.class), "rooms-noreply@kaixin.com");
        var msg = mailer.build(booking("评审", "5F-小会议室", "2024-10-09T06:30:00Z"));
        assertThat(msg.getText()).contains("5F-小会议室").contains("14:30");
        assertThat(msg.getTo()).containsExactly("li.na@kaixin.com");
    }
}
