package jp.hinata.kinmu.io;

import java.time.format.DateTimeFormatter;

import jp.hinata.kinmu.model.Shift;
import jp.hinata.kinmu.scheduler.Roster;

public final class RosterPrinter {

    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("M/d(E)");

    private RosterPrinter() {
    }

    public static String format(Roster r) {
        StringBuilder sb = new StringBuilder(r.day().format(DAY));
        for (Shift s : Shift.values()) {
            sb.append('\t').append(s).append(':').append(r.get(s).name());
        }
        sb.append("\tリーダー:").append(r.leader().name());
        return sb.toString();
    }
}
