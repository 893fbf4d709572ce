package com.kaixin.rooms.reminder;

import com.kaixin.rooms.booking.Booking;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Component;

@Component
public class ReminderMailer {

    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("HH:mm").withZone(ZoneId.of("Asia/Shanghai"));

    private final JavaMailSender sender;
    private final String from;

    public ReminderMailer(JavaMailSender sender, @Value("${rooms.reminder.from}") String from) {
        this.sender = sender;
        this.from = from;
    }

    public SimpleMailMessage build(Booking b) {
        SimpleMailMessage msg = new SimpleMailMessage();
        msg.setFrom(from);
        msg.setTo(b.getOrganizerEmail());
        msg.setSubject("会议提醒：" + b.getTitle() + "（" + TIME.format(b.getStartsAt()) + "，" + b.getRoomName() + "）");
        msg.setText("您预订的会议室 " + b.getRoomName() + " 将于 " + TIME.format(b.getStartsAt()) + " 开始，如不再需要请及时取消。");
        return msg;
    }

    public void send(Booking b) {
        sender.send(build(b));
    }
}
