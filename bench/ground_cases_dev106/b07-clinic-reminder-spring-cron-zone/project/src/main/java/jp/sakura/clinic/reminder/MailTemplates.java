package jp.sakura.clinic.reminder;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.stereotype.Component;

@Component
public class MailTemplates {

    private final String from;
    private final String clinicName;
    private final String phone;

    public MailTemplates(@Value("${clinic.mail.from}") String from, @Value("${clinic.name}") String clinicName,
                         @Value("${clinic.phone}") String phone) {
        this.from = from;
        this.clinicName = clinicName;
        this.phone = phone;
    }

    public SimpleMailMessage reminder(Appointment a) {
        SimpleMailMessage m = new SimpleMailMessage();
        m.setFrom(from);
        m.setTo(a.patientEmail());
        m.setSubject("【" + clinicName + "】ご予約のお知らせ");
        m.setText(body(a));
        return m;
    }

    String body(Appointment a) {
        return a.patientName() + " 様\n\n"
                + "明日 " + a.displayDate() + " " + a.displayTime() + " から、"
                + a.doctorName() + " 医師の診察のご予約があります。\n"
                + "ご都合が悪くなった場合は、お早めにご連絡ください。\n\n"
                + clinicName + "\n"
                + "TEL " + phone;
    }
}
