package jp.sakura.clinic.reminder;

import java.time.LocalDate;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Objects;

public record Appointment(
        long id,
        String patientName,
        String patientEmail,
        LocalDate date,
        LocalTime startTime,
        String doctorName,
        boolean cancelled) {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("M月d日(E)", Locale.JAPAN);
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("H:mm");

    public Appointment {
        Objects.requireNonNull(patientName, "patientName");
        Objects.requireNonNull(date, "date");
        Objects.requireNonNull(startTime, "startTime");
    }

    public String displayDate() {
        return date.format(DATE);
    }

    public String displayTime() {
        return startTime.format(TIME);
    }
}
