package ca.maplefamilyclinic.appointments;

import java.time.format.DateTimeFormatter;
import java.util.Locale;

public final class ReminderMessages {

    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("EEEE, MMMM d", Locale.CANADA);
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("h:mm a", Locale.CANADA);

    private ReminderMessages() {
    }

    public static String reminder(Appointment a) {
        return truncate("Reminder: appointment with " + a.practitioner()
                + " tomorrow at " + TIME.format(a.startsAt())
                + ". Reply C to cancel.", 160);
    }

    public static String cancelled(Appointment a) {
        return "Your appointment on " + DAY.format(a.startsAt())
                + " at " + TIME.format(a.startsAt()) + " has been cancelled.";
    }

    static String truncate(String text, int max) {
        if (text.length() <= max) {
            return text;
        }
        return text.substring(0, max - 1) + "…";
    }
}
